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
      demo: { id: 132, roles: ['admin'], created: '2024-06-04T09:40:00.000Z' },
    },
  ],
  access: byMenuEntry('/master-data/bank/bank'),
  oldPaths: { '/master-data/bank/bank': 'list' },
  texts: { th: () => import('./texts.th'), en: () => import('./texts.en') },
  data: () => import('./bankData').then((module) => module.bankData),
  listOpensWith: { sort: { field: 'BankCode', order: 'ASC' } },
  screens: { list: () => import('./BankList') },
  recordRepresentation: 'BankCode',
});
