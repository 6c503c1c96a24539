import { defineResource, everySignedInUser } from '../../registry/definition';

/** Home (`/`, legacy `/dashboard`): a greeting and the sections the user's role opens. */
export default defineResource({
  name: 'homepage',
  menu: [
    {
      key: 'dashboard',
      path: '/dashboard',
      title: { th: 'แดชบอร์ด', en: 'Dashboard' },
      icon: 'mdi-view-dashboard',
      demo: { id: 1, roles: [], created: '2024-01-08T09:00:00.000Z' },
    },
  ],
  access: everySignedInUser(),
  oldPaths: { '/dashboard': '/' },
  home: () => import('./HomePage'),
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
});
