import { byMenuEntry, defineResource } from '../../registry/definition';

/** Master data: the bank options, with their Thai and English names and logos. */
export default defineResource({
  name: 'banks',
  menu: [
    {
      key: 'master-bank',
      section: 'master-data',
      path: '/master-data/bank/bank',
      title: { th: 'ธนาคาร', en: 'Banks' },
      icon: 'mdi-bank',
    },
  ],
  access: byMenuEntry('/master-data/bank/bank'),
  oldPaths: { '/master-data/bank/bank': 'list' },
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  demo: () => import('./demo'),
  data: () => import('./bankData').then((module) => module.bankData),
  listOpensWith: { sort: { field: 'BankCode', order: 'ASC' } },
  screens: { list: () => import('./BankList') },
  recordRepresentation: 'BankCode',
});
