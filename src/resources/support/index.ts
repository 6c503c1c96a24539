import { byMenuEntry, defineResource } from '../../registry/definition';

/** `/support`: the apps' users' support requests (the menu gives it to everyone). */
export default defineResource({
  name: 'support-requests',
  menu: [
    {
      key: 'support',
      path: '/support',
      title: { th: 'ติดต่อฝ่ายสนับสนุน', en: 'Support' },
      icon: 'mdi-lifebuoy',
      // null: every member of staff sees it
    },
  ],
  access: byMenuEntry('/support'),
  // A request is named by its `id`; `GET /support/UserSupport`'s parameters (assumed, docs/api.md) filter.
  oldPaths: {
    '/support': {
      to: 'list',
      record: { params: ['id'], opens: 'show' },
      filter: { status: 'status', requesterType: 'requesterType' },
    },
  },
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./supportData').then((module) => module.supportData),
  demo: () => import('./demo'),
  listOpensWith: { sort: { field: 'id', order: 'DESC' } },
  screens: { list: () => import('./SupportList'), show: () => import('./SupportShow') },
  readOnly: true,
  recordRepresentation: 'ticketNo',
  // Open requests: config.json's `workflow.support.waiting` (docs/api.md, "Work queues").
  queue: { path: '/support', field: 'status', waiting: 'support', since: 'createdAt', sinceSorted: true },
});
