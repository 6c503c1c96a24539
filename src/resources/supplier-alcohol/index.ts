import { byMenuEntry, defineResource } from '../../registry/definition';

/** Suppliers' alcohol-selling licences: approve, or reject with a remark. */
export default defineResource({
  name: 'supplier-alcohol',
  menu: [
    {
      key: 'wholesale-document',
      section: 'wholesale',
      path: '/wholesale/document',
      title: { th: 'อนุมัติใบอนุญาตจำหน่ายสุรา', en: 'Alcohol Licence Approval' },
      icon: 'mdi-file-document-check',
    },
  ],
  access: byMenuEntry('/wholesale/document'),
  // The licence call's parameters (SupplierName, BusinessTypeCode, Status) as the list's filters.
  oldPaths: {
    '/wholesale/document': {
      to: 'list',
      filter: { SupplierName: 'q', BusinessTypeCode: 'BusinessTypeCode', Status: 'ApprovedStatus' },
    },
  },
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./alcoholData').then((module) => module.supplierAlcoholData),
  demo: () => import('./demo'),
  listOpensWith: { sort: { field: 'id', order: 'ASC' } },
  screens: { list: () => import('./SupplierAlcoholList') },
  recordRepresentation: 'SupplierName',
  // Who did what to a record and when (docs/api.md, "Record history").
  // The decider's id goes with every decision: it is the entry's own `userId`, not a change.
  history: { ignore: ['UserId'] },
  // The licence call takes no order: the count reads a page to find the oldest (docs/api.md).
  queue: {
    path: '/wholesale/document',
    field: 'ApprovedStatus',
    waiting: 'licence',
    since: 'RequestedAt',
    sinceSorted: false,
  },
});
