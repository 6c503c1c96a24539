import { byMenuSection, defineResource } from '../../registry/definition';

/** `/master-data`: the section's own page, an index of its screens (issue 12's section roots). */
export default defineResource({
  name: 'master-data',
  menu: [
    {
      key: 'master-data',
      path: '',
      title: { th: 'ข้อมูลหลัก', en: 'Master Data' },
      icon: 'mdi-database',
    },
  ],
  // Whoever may open one of the section's screens may open its page, whichever resource declares
  // the entry; the section's own entry (an old path, docs/deploying.md) and the catalogue's
  // category lists, which the old app listed under master data, too.
  access: byMenuSection('master-data', '/master-data', '/master-data/category', '/master-data/sub-category'),
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  demo: () => import('./demo'),
  routes: [{ path: '/master-data', readOnly: true, screen: () => import('./MasterDataIndex') }],
});
