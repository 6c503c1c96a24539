import { byMenuEntry, defineResource } from '../../registry/definition';

/** Grocery stores' alcohol-selling licences: approve, or reject with a remark. */
export default defineResource({
  name: 'grocery-alcohol',
  menu: [
    {
      key: 'grocery-document',
      section: 'grocery',
      path: '/grocery/document',
      title: { th: 'อนุมัติใบอนุญาตจำหน่ายสุรา', en: 'Alcohol Licence Approval' },
      icon: 'mdi-file-document-check',
    },
  ],
  access: byMenuEntry('/grocery/document'),
  // The licence call's parameters (GroceryName, BusinessTypeCode, Status) as the list's filters.
  oldPaths: {
    '/grocery/document': {
      to: 'list',
      filter: { GroceryName: 'q', BusinessTypeCode: 'BusinessTypeCode', Status: 'ApprovedStatus' },
    },
  },
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./alcoholData').then((module) => module.groceryAlcoholData),
  demo: () => import('./demo'),
  listOpensWith: { sort: { field: 'id', order: 'ASC' } },
  screens: { list: () => import('./GroceryAlcoholList') },
  recordRepresentation: 'GroceryName',
  // Who did what to a record and when (docs/api.md, "Record history").
  // The decider's id goes with every decision: it is the entry's own `userId`, not a change.
  history: { ignore: ['UserId'] },
  // The licence call takes no order: the count reads a page to find the oldest (docs/api.md).
  queue: {
    path: '/grocery/document',
    field: 'ApprovedStatus',
    waiting: 'licence',
    since: 'RequestedAt',
    sinceSorted: false,
  },
});
