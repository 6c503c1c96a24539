import type { Messages } from '../../registry/definition';

const texts = {
  name: 'Suggestion |||| Improvement suggestions',
  fields: {
    createdAt: 'Suggested',
    title: 'Title',
    detail: 'Detail',
    area: 'Part of the system',
    status: 'Status',
    createdBy: 'Suggested by',
  },
  search: 'Search titles',
  areas: { SCREEN: 'Screens', REPORT: 'Reports', SPEED: 'Speed', DATA: 'Data', OTHER: 'Other' },
  statuses: { NEW: 'New', PLANNED: 'Planned', DONE: 'Done', DECLINED: 'Declined' },
  errors: {
    title_long: 'A title may be at most 120 characters long',
    detail_long: 'The detail may be at most 2,000 characters long',
  },
  notifications: {
    created: 'Suggestion sent, thank you',
    create_failed: 'The suggestion could not be sent: %{message}',
  },
} satisfies Messages;
export default texts;
