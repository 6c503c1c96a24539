import type { Messages } from '../../registry/definition';

const texts = {
  name: 'Position |||| Positions',
  fields: { id: 'ID', positionName: 'Position name', holders: 'Staff', createdAt: 'Created' },
  search: 'Search position names',
  in_use:
    'Cannot be deleted: %{smart_count} member of staff holds it |||| Cannot be deleted: %{smart_count} members of staff hold it',
  notifications: {
    created: 'Position added',
    deleted: 'Position deleted',
    create_failed: 'The position could not be added: %{message}',
    delete_failed: 'The position could not be deleted: %{message}',
  },
} satisfies Messages;
export default texts;
