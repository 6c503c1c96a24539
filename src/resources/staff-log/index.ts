import { byMenuEntry, defineResource } from '../../registry/definition';

/** `/StaffLog`: the staff activity log. */
export default defineResource({
  name: 'staff-log',
  access: byMenuEntry('/StaffLog'),
  oldPaths: { '/StaffLog': 'list' },
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./staffLogData').then((module) => module.staffLogData),
  demo: () => import('./demo'),
  listOpensWith: { sort: { field: 'id', order: 'ASC' } },
  screens: { list: () => import('./StaffLogList') },
  recordRepresentation: 'detail',
});
