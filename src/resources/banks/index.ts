import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { byMenuEntry, defineResource } from '../../registry/definition';
import { bankData } from './bankData';
import th from './texts.th';

/** Master data: the bank options (spec §3), with their Thai and English names and logos. */
export default defineResource({
  name: 'banks',
  access: byMenuEntry('/master-data/bank/bank'),
  oldPaths: { '/master-data/bank/bank': 'list' },
  texts: { th, en: () => import('./texts.en') },
  data: bankData,
  screens: { list: () => import('./BankList') },
  icon: AccountBalanceIcon,
  recordRepresentation: 'BankCode',
});
