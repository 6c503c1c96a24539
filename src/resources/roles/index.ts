import { byMenuEntry, defineResource } from '../../registry/definition';

/**
 * `/role`: each role with the menu entries and screens it may open, derived from the server menu's
 * `allowedroles`; a change of access is written to the menu entries after a confirmation.
 */
export default defineResource({
  name: 'roles',
  menu: [
    {
      key: 'role',
      path: '/role',
      title: { th: 'สิทธิ์การใช้งาน', en: 'Roles & Permissions' },
      icon: 'mdi-shield-account',
    },
  ],
  access: byMenuEntry('/role'),
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  demo: () => import('./demo'),
  routes: [{ path: '/role', screen: () => import('./RoleAccessScreen') }],
});
