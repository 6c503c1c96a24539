import type { Messages } from '../../registry/definition';

const texts = {
  name: 'Support request |||| Support requests',
  fields: {
    ticketNo: 'Request no.',
    createdAt: 'Reported',
    updatedAt: 'Last updated',
    requesterType: 'App user',
    requesterName: 'Reported by',
    phoneNo: 'Phone',
    topic: 'Topic',
    detail: 'Detail',
    status: 'Status',
  },
  search: 'Search topics',
  requester_types: { GC: 'Grocery store', WS: 'Wholesaler' },
  statuses: { OPEN: 'Open', IN_PROGRESS: 'In progress', RESOLVED: 'Resolved', CLOSED: 'Closed' },
} satisfies Messages;
export default texts;
