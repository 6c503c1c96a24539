import type { Messages } from '../../registry/definition';

const texts = {
  name: 'Activity log entry |||| Activity log',
  fields: {
    createdAt: 'Time',
    userId: 'Staff member',
    username: 'Staff member',
    action: 'Action',
    detail: 'Detail',
    start: 'From',
    end: 'To',
  },
  actions: {
    LOGIN: 'Signed in',
    LOGOUT: 'Signed out',
    CREATE: 'Added',
    UPDATE: 'Edited',
    DELETE: 'Deleted',
    APPROVE: 'Approved',
    REJECT: 'Rejected',
    EXPORT: 'Exported',
  },
} satisfies Messages;
export default texts;
