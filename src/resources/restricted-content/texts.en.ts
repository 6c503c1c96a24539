import type { Messages } from '../../registry/definition';

const texts = {
  name: 'Restricted word |||| Restricted content',
  fields: { Id: 'ID', Name: 'Word or phrase' },
  search: 'Search restricted words',
  helper: 'Sellers may not use it in a product name or description',
  notifications: {
    created: 'Restricted word added',
    updated: 'Restricted word saved',
    deleted: 'Restricted word deleted',
    create_failed: 'The restricted word could not be added: %{message}',
    update_failed: 'The restricted word could not be saved: %{message}',
    delete_failed: 'The restricted word could not be deleted: %{message}',
  },
} satisfies Messages;
export default texts;
