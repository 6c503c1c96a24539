import { byMenuEntry, defineResource } from '../../registry/definition';

/** Suppliers' alcohol-selling licences: approve, or reject with a remark (spec §4). */
export default defineResource({
  name: 'supplier-alcohol',
  access: byMenuEntry('/wholesale/document'),
  oldPaths: { '/wholesale/document': 'list' },
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./alcoholData').then((module) => module.supplierAlcoholData),
  demo: () => import('./demo'),
  listOpensWith: { sort: { field: 'id', order: 'ASC' } },
  screens: { list: () => import('./SupplierAlcoholList') },
  recordRepresentation: 'SupplierName',
});
