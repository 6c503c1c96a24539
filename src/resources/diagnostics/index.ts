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
    },
  ],
  access: byMenuEntry('/test'),
  routes: [{ path: '/test', screen: () => import('./Diagnostics') }],
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  demo: () => import('./demo'),
});
