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
    },
  ],
  access: everySignedInUser(),
  oldPaths: { '/dashboard': '/' },
  home: () => import('./HomePage'),
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  demo: () => import('./demo'),
});
