import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Button, CircularProgress } from '@mui/material';
import { useSingleFlight } from '../../layout/useSingleFlight';
import {
  useDataProvider,
  useGetIdentity,
  useLocaleState,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { keyKindOfTransactionType, type CryptoKeys } from '../../api/crypto';
import { useAppConfig } from '../../config/ConfigContext';
import { useKeyStore } from '../../config/ServicesContext';
import { usePrintAfterLog } from '../shared/files/documents/usePrintAfterLog';
import { useFailureNotification } from '../shared/ui/notifyFailure';
import { useMayDo } from '../shared/ui/useMayDo';
import { useMayReveal } from '../shared/personal/useMayReveal';
import type { PersonalLook } from '../shared/personal/usePersonalLog';
import { needsFourEyes, readDeciders } from './fourEyes';
import { useStatusName } from './TransactionParts';
import {
  accountFieldsOf,
  carriesPartner,
  mayPrintVoucher,
  personalFieldsOf,
  voucherAccount,
  voucherDocument,
  voucherFileName,
  voucherPartner,
  type VoucherPeople,
} from './voucher';

const TEXTS = 'resources.transactions.voucher';

/**
 * The payment voucher (PDF) of a decided withdrawal, from its row: offered to the roles that may
 * export (`export` right) for a withdrawal approved or paid, none for one waiting or rejected. The
 * partner comes from the details the row carries or, for a row with ids only, from the supplier's
 * record; the account likewise. A voucher holding personal data (a tax id, a bank account) is
 * made only once the staff log has its `PRINT` entry; a failed entry means no voucher, and says why.
 * Who verified and who approved come from the withdrawal's history (four eyes); a history that
 * cannot be read leaves them out, and a withdrawal that needed two people says so on the voucher.
 */
export function VoucherButton(_props: { label?: string }) {
  const record = useRecordContext();
  const resource = useResourceContext() ?? 'pay-outs';
  const translate = useTranslate();
  const [locale = 'th'] = useLocaleState();
  const { workflow, documents } = useAppConfig();
  const dataProvider = useDataProvider();
  const keyStore = useKeyStore();
  const mayReveal = useMayReveal();
  const printAfterLog = usePrintAfterLog(`${TEXTS}.log_failed`);
  const { identity } = useGetIdentity();
  const nameOf = useStatusName();
  const failure = useFailureNotification(`${TEXTS}.failed`);
  const mayDo = useMayDo();
  // The log entry is a write: a second click while the voucher is made sends nothing (useSingleFlight).
  const { run, busy: working } = useSingleFlight();
  if (!record || !mayDo('export') || !mayPrintVoucher(record, workflow)) return null;

  /**
   * The keys, for a role that holds any (a role with no reveal right holds none). Keys that cannot
   * be had leave the account's number out ("—"), as a screen leaves it masked.
   */
  const keysIfHeld = async (): Promise<CryptoKeys | undefined> =>
    mayReveal('bank') || mayReveal('contact') ? keyStore.keys().catch(() => undefined) : undefined;

  const peopleOf = async (row: RaRecord): Promise<VoucherPeople> => {
    try {
      return await readDeciders(dataProvider, { resource, id: row.id }, workflow.withdrawal);
    } catch {
      return { unreadable: needsFourEyes(row, workflow.withdrawal) };
    }
  };

  async function print(row: RaRecord) {
    try {
      const supplierId = row.SupplierId;
      const supplier =
        carriesPartner(row) || !supplierId
          ? undefined
          : (await dataProvider.getOne('suppliers', { id: supplierId })).data;
      const bank =
        row.BankDetails ??
        (row.SupplierBankAccId
          ? (await dataProvider.getOne('supplier-bank-accounts', { id: row.SupplierBankAccId })).data
          : undefined);
      const keyKind = row.BankDetails ? keyKindOfTransactionType(String(row.TransactionTypeCode)) : 'profile';
      const partner = voucherPartner(row, documents, supplier);
      const keys = await keysIfHeld();
      const fields = personalFieldsOf(partner, accountFieldsOf(bank, keys, mayReveal('bank')));
      const people = await peopleOf(row);
      const entry: PersonalLook | undefined =
        fields.length > 0
          ? {
              action: 'PRINT',
              resource,
              recordId: row.id,
              ...(supplierId ? { partnerId: supplierId } : {}),
              ...(partner.name ? { partnerName: partner.name } : {}),
              fields,
            }
          : undefined;
      await printAfterLog(entry, async () => {
        // Decrypted only now that the log holds the print (docs/api.md, "Staff activity log").
        const account = voucherAccount(bank, keyKind, keys, mayReveal('bank'));
        const document = voucherDocument({
          record: row,
          partner,
          account,
          fields: documents,
          people,
          statusName: nameOf(row.TransactionStatusCode, row.TransactionStatusTitle),
          printedBy: String(identity?.fullName ?? ''),
          printedAt: new Date(),
          translate,
          locale,
        });
        const { exportDocumentPdf } = await import('../shared/files/pdf/exportDocumentPdf');
        await exportDocumentPdf(document, voucherFileName(row));
      });
    } catch (error) {
      failure.onError(error);
    }
  }

  return (
    <Button
      size="small"
      variant="text"
      startIcon={
        working ? (
          <CircularProgress size={16} aria-label={translate(`${TEXTS}.working`)} />
        ) : (
          <ReceiptLongIcon />
        )
      }
      disabled={working}
      onClick={(event) => {
        // The row opens its details on a click: the voucher's click is the button's alone.
        event.stopPropagation();
        void run(() => print(record));
      }}
      aria-label={translate(`${TEXTS}.button_label`, { no: record.TransactionNo })}
    >
      {translate(`${TEXTS}.button`)}
    </Button>
  );
}
