import { byMenuEntry, defineResource } from '../../registry/definition';

/** `/staff`, `/staff/employee`: the back-office staff (the section's root opens the list). */
export default defineResource({
  name: 'employees',
  menu: [
    {
      key: 'staff',
      path: '',
      title: { th: 'พนักงาน', en: 'Staff' },
      icon: 'mdi-account-group',
    },
    {
      key: 'staff-employee',
      section: 'staff',
      path: '/staff/employee',
      title: { th: 'รายชื่อพนักงาน', en: 'Employees' },
      icon: 'mdi-account-tie',
    },
  ],
  // The section's list entry, or its own entry when the server's menu links `/staff` (it leads here).
  access: byMenuEntry('/staff/employee', '/staff'),
  oldPaths: { '/staff': 'list', '/staff/employee': 'list' },
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./staffData').then((module) => module.staffData),
  sudo: ['* auth/CreateUser', '* auth/UpdateUser', '* auth/DeleteUser'],
  demo: () => import('./demo'),
  listOpensWith: { sort: { field: 'createdAt', order: 'ASC' } },
  // The name search is of a person's name: kept out of the URL and the stored list params.
  personalFilters: ['q'],
  screens: { list: () => import('./StaffList'), form: () => import('./StaffForm') },
  recordRepresentation: 'name',
  // Who did what to a record and when (docs/api.md, "Record history").
  // The e-mail and the phone are kept masked, as the screens show them.
  history: { personal: { email: 'email', phoneNo: 'phone' } },
});
