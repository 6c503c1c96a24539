import { byMenuEntry, defineResource } from '../../registry/definition';

/**
 * `/test`: where the app points and, in demo mode, fault injection. Administrators only, by its menu
 * entry.
 */
export default defineResource({
  name: 'diagnostics',
  menu: [
    {
      key: 'diagnostics',
      path: '/test',
      title: { th: 'ตรวจสอบระบบ', en: 'Diagnostics' },
      icon: 'mdi-bug',
      demo: { id: 20, roles: ['admin'], created: '2024-07-01T09:00:00.000Z' },
    },
  ],
  access: byMenuEntry('/test'),
  routes: [{ path: '/test', screen: () => import('./Diagnostics') }],
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
});
