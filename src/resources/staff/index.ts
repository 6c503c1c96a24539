import { byMenuEntry, defineResource } from '../../registry/definition';

/** `/staff`, `/staff/employee`: the back-office staff (the section's root opens the list). */
export default defineResource({
  name: 'employees',
  // The section's list entry, or its own entry when the server's menu links `/staff` (it leads here).
  access: byMenuEntry('/staff/employee', '/staff'),
  oldPaths: { '/staff': 'list', '/staff/employee': 'list' },
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./staffData').then((module) => module.staffData),
  demo: () => import('./demo'),
  listOpensWith: { sort: { field: 'createdAt', order: 'ASC' } },
  screens: { list: () => import('./StaffList'), form: () => import('./StaffForm') },
  recordRepresentation: 'name',
});
