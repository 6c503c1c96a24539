import { byMenuEntry, defineResource } from '../../registry/definition';

/** Every screen of the master-data section: whoever may open one of them may open the section's page. */
const MASTER_DATA_PATHS = [
  // The section's own entry, when the server's menu links it (an old path: docs/deploying.md).
  '/master-data',
  '/master-data/bank/bank',
  '/master-data/address/region',
  '/master-data/address/province',
  '/master-data/address/district',
  '/master-data/address/sub-district',
  '/master-data/GC/address-type',
  '/master-data/GC/business-type',
  '/master-data/WS/address-type',
  '/master-data/WS/business-type',
  '/master-data/restrictcontent',
  '/master-data/category',
  '/master-data/sub-category',
  '/units',
] as const;

/** `/master-data`: the section's own page, an index of its screens (issue 12's section roots). */
export default defineResource({
  name: 'master-data',
  menu: [
    {
      key: 'master-data',
      path: '',
      title: { th: 'ข้อมูลหลัก', en: 'Master Data' },
      icon: 'mdi-database',
      demo: { id: 19, roles: ['admin'], created: '2024-06-03T09:10:00.000Z' },
    },
  ],
  access: byMenuEntry(...MASTER_DATA_PATHS),
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  routes: [{ path: '/master-data', screen: () => import('./MasterDataIndex') }],
});
