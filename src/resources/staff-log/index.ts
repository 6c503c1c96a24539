import { byMenuEntry, defineResource } from '../../registry/definition';

/** `/StaffLog`: the staff activity log. */
export default defineResource({
  name: 'staff-log',
  menu: [
    {
      key: 'staff-log',
      section: 'staff',
      path: '/StaffLog',
      title: { th: 'ประวัติการใช้งานของพนักงาน', en: 'Activity Log' },
      icon: 'mdi-history',
    },
  ],
  access: byMenuEntry('/StaffLog'),
  // `GET /auth/Stafflog`'s parameters (assumed names, docs/api.md) as the list's filters.
  oldPaths: {
    '/StaffLog': {
      to: 'list',
      filter: {
        userId: 'userId',
        action: 'action',
        partner: 'partner',
        start: { field: 'start', value: 'date' },
        end: { field: 'end', value: 'date' },
      },
    },
  },
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./staffLogData').then((module) => module.staffLogData),
  demo: () => import('./demo'),
  listOpensWith: { sort: { field: 'id', order: 'ASC' } },
  screens: { list: () => import('./StaffLogList') },
  readOnly: true,
  recordRepresentation: 'detail',
});
