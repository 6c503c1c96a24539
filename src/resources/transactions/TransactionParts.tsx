import {
  Alert,
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  DataTable,
  RecordContextProvider,
  SelectInput,
  useListContext,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type RaRecord,
  type SelectInputProps,
} from 'react-admin';
import { ThaiDateInput } from '../shared/ui/ThaiDateInput';
import { keyKindOfTransactionType } from '../../api/crypto';
import { useAppConfig } from '../../config/ConfigContext';
import { formatDateTime, formatMoney } from '../../i18n/format';
import type { ExportColumn } from '../shared/files/export/columns';
import { MoneyText } from '../shared/ui/MoneyText';
import {
  BankAccountFields,
  FieldGrid,
  PartnerBankAccount,
  PartnerLink,
} from '../shared/domain/partners/PartnerParts';
import { PartnerInput } from '../shared/domain/partners/PartnerInput';
import { LookupField } from '../shared/ui/LookupField';
import { LabelledValue } from '../shared/ui/LabelledValue';
import { SearchFilter } from '../shared/ui/SearchFilter';
import { SensitiveField } from '../shared/personal/SensitiveField';
import { PersonalDataOwner, type PersonalDataOwnerValue } from '../shared/personal/usePersonalLog';
import { PARTNER_RESOURCES } from '../../providers/history/historyEntry';
import { StatusChip, type StatusColour } from '../shared/ui/StatusChip';
import {
  isDiscount,
  MONEY_FIELDS,
  sumMoney,
  type MoneyField,
  type MoneyTotals,
} from '../shared/domain/finance/money';
import { hasAmount, missingAmounts, PAY_IN, WITHDRAWAL_TYPES } from './transactionData';
import { useTransactionStatuses } from '../shared/finance/useTransactionStatuses';
import { meaningOf, serverStatusName } from './withdrawalRules';

type Kind = 'Supplier' | 'Grocery';
const PARTNER_RESOURCE: Record<Kind, string> = { Supplier: 'suppliers', Grocery: 'groceries' };

/**
 * Colours of the demo's codes that config.json gives no meaning; an unknown code is uncoloured,
 * never unreadable.
 */
export const STATUS_COLOURS: Record<string, StatusColour> = {
  PENDING: 'warning',
  FAILED: 'error',
};

/** The withdrawal workflow's codes (config.json `workflow.withdrawal`) by what they mean. */
const MEANING_COLOURS: Record<'waiting' | 'approve' | 'reject', StatusColour> = {
  waiting: 'warning',
  approve: 'info',
  reject: 'error',
};

const useTexts = () => `resources.${useResourceContext()}`;

/** The looked-up partner's name, linked to its detail for the roles that may open it. */
function LookedUpName({ kind }: { kind: Kind }) {
  const partner = useRecordContext();
  return (
    <PartnerLink
      resource={PARTNER_RESOURCE[kind]}
      id={partner?.id}
      name={String(partner?.[`${kind}Name`] ?? '')}
    />
  );
}

/**
 * The supplier or the grocery of a transaction: named by its own details when they are the
 * partner's, otherwise looked up through the partner's resource (one call for the page's distinct
 * ids); nobody (the all-zero id) and a lookup that finds nothing show a dash.
 */
export function TransactionPartner({ kind }: { kind: Kind; label?: string }) {
  const record = useRecordContext();
  const id = record?.[`${kind}Id`];
  if (id === null || id === undefined) return <span>—</span>;
  const details = record?.UserDetails as { Id?: unknown; Name?: unknown } | null | undefined;
  if (details && String(details.Id) === String(id))
    return <PartnerLink resource={PARTNER_RESOURCE[kind]} id={id} name={String(details.Name ?? '')} />;
  return (
    <LookupField source={`${kind}Id`} reference={PARTNER_RESOURCE[kind]} emptyText="—">
      <LookedUpName kind={kind} />
    </LookupField>
  );
}

/** The type of a transaction, translated; the server's name for a type the app does not know. */
export function TransactionTypeText() {
  const record = useRecordContext();
  const translate = useTranslate();
  const texts = useTexts();
  const code = String(record?.TransactionTypeCode ?? '');
  return <span>{translate(`${texts}.types.${code}`, { _: String(record?.TransactionType ?? code) })}</span>;
}

/**
 * A status's name: the server's wherever it sends one (the row's `TransactionStatusTitle`, then
 * the `Name` of `Transaction/TransactionStatus`); the app's own label only when it sent none, and
 * the code itself for a code the app does not know either.
 */
export function useStatusName() {
  const translate = useTranslate();
  const texts = useTexts();
  const { statuses } = useTransactionStatuses();
  return (code: unknown, title?: unknown) => {
    const text = code === null || code === undefined ? '' : String(code);
    return serverStatusName(text, statuses, title) ?? translate(`${texts}.statuses.${text}`, { _: text });
  };
}

// `label` is read by react-admin's layouts from the element's props.
export function TransactionStatus(_props: { label?: string }) {
  const record = useRecordContext();
  const { workflow } = useAppConfig();
  const nameOf = useStatusName();
  const code = String(record?.TransactionStatusCode ?? '');
  const meaning = meaningOf(code, workflow.withdrawal);
  const colour =
    (meaning && MEANING_COLOURS[meaning]) ??
    (code === workflow.payment.succeeded ? 'success' : STATUS_COLOURS[code]) ??
    'default';
  return (
    <StatusChip
      source="TransactionStatusCode"
      colours={{ [code]: colour }}
      text={nameOf(code, record?.TransactionStatusTitle)}
    />
  );
}

/**
 * An amount of a row. One the server did not send (or sent unreadable) says so: it is not ฿0.00,
 * which a real 0 stays.
 */
export function TransactionMoney({
  source,
  negative = false,
}: {
  source: MoneyField;
  label?: string;
  negative?: boolean;
}) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (hasAmount(record?.[source])) return <MoneyText source={source} negative={negative} />;
  return (
    <Typography component="span" variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
      {translate('resources.transactions.no_amount')}
    </Typography>
  );
}

/**
 * The status filter: the server's statuses with their names. A status asked by a link (the
 * dashboard's) that the server does not list stays shown, by its code.
 */
function StatusFilterInput(props: Omit<SelectInputProps, 'choices'> & { source: string }) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const { statuses, isPending, error } = useTransactionStatuses();
  const nameOf = useStatusName();
  const codes = (statuses ?? []).map((status) => status.Code);
  const asked = filterValues?.[props.source];
  if (asked !== undefined && asked !== null && asked !== '' && !codes.includes(String(asked)))
    codes.push(String(asked));
  // The filter form's own props (size, no helper text, the resource) go through to the input.
  return (
    <SelectInput
      {...props}
      choices={codes.map((code) => ({ id: code, name: nameOf(code) }))}
      translateChoice={false}
      isPending={isPending}
      helperText={error ? translate('resources.transactions.statuses_failed') : props.helperText}
    />
  );
}

/** The columns both lists show, in the spec's order: who, how much, which state, when. */
export function transactionColumns() {
  return [
    <DataTable.Col key="no" source="TransactionNo" disableSort />,
    <DataTable.Col key="order" source="OrderNo" disableSort render={(row) => row.OrderNo || '—'} />,
    <DataTable.Col key="grocery" source="GroceryId" disableSort>
      <TransactionPartner kind="Grocery" />
    </DataTable.Col>,
    <DataTable.Col key="supplier" source="SupplierId" disableSort>
      <TransactionPartner kind="Supplier" />
    </DataTable.Col>,
    ...MONEY_FIELDS.map((field) => (
      <DataTable.Col key={field} source={field} disableSort align="right">
        <TransactionMoney source={field} negative={isDiscount(field)} />
      </DataTable.Col>
    )),
    <DataTable.Col key="status" source="TransactionStatusCode" disableSort>
      <TransactionStatus />
    </DataTable.Col>,
    <DataTable.Col key="start" source="StartDateTime" render={(row) => formatDateTime(row.StartDateTime)} />,
    <DataTable.Col
      key="end"
      source="EndDateTime"
      disableSort
      render={(row) => (row.EndDateTime ? formatDateTime(row.EndDateTime) : '—')}
    />,
  ];
}

/** The CSV of a transaction list: every column shown, partners by name, money as numbers. */
export function transactionExportColumns(extra: ExportColumn[] = []): ExportColumn[] {
  return [
    { source: 'TransactionNo' },
    { source: 'OrderNo' },
    ...extra,
    {
      source: 'GroceryId',
      kind: 'reference',
      reference: { resource: 'groceries', titleField: 'GroceryName' },
    },
    {
      source: 'SupplierId',
      kind: 'reference',
      reference: { resource: 'suppliers', titleField: 'SupplierName' },
    },
    ...MONEY_FIELDS.map((field): ExportColumn => ({ source: field, kind: 'money' })),
    {
      source: 'TransactionStatusCode',
      kind: 'text',
      value: (record: RaRecord) => record.TransactionStatusTitle || record.TransactionStatusCode,
    },
    { source: 'StartDateTime', kind: 'datetime' },
    { source: 'EndDateTime', kind: 'datetime' },
  ];
}

/** The filters both lists have: order number, status, partners, date range. */
export function useTransactionFilters() {
  const texts = useTexts();
  return [
    <SearchFilter key="order" source="OrderNo" alwaysOn placeholder={`${texts}.fields.q`} />,
    <StatusFilterInput
      key="status"
      source="TransactionStatusCode"
      label={`${texts}.fields.TransactionStatusCode`}
      alwaysOn
    />,
    <ThaiDateInput key="start" source="StartDate" alwaysOn />,
    <ThaiDateInput key="end" source="EndDate" alwaysOn />,
    <PartnerInput key="supplier" kind="suppliers" source="SupplierId" label={`${texts}.fields.SupplierId`} />,
    <PartnerInput key="grocery" kind="groceries" source="GroceryId" label={`${texts}.fields.GroceryId`} />,
  ];
}

function TotalsRow({ label, totals }: { label: string; totals: MoneyTotals }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {label}
      </TableCell>
      {MONEY_FIELDS.map((field) => (
        <TableCell key={field} align="right" sx={{ whiteSpace: 'nowrap' }}>
          {formatMoney(totals[field])}
        </TableCell>
      ))}
    </TableRow>
  );
}

/** The sums of the page, and of everything the filters match when the service sends them. */
export function TransactionTotals() {
  const { data, total, meta, isPending } = useListContext();
  const translate = useTranslate();
  const texts = useTexts();
  if (isPending || !data || data.length === 0) return null;
  const summary = (meta as { summary?: MoneyTotals } | undefined)?.summary;
  const missing = missingAmounts(data);
  return (
    <Box sx={{ overflowX: 'auto', p: 1 }} data-testid="transaction-totals">
      <Typography variant="subtitle2" component="h2" sx={{ px: 1 }}>
        {translate('app.totals.title')}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell />
            {MONEY_FIELDS.map((field) => (
              <TableCell key={field} align="right">
                {translate(`${texts}.fields.${field}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TotalsRow label={translate('app.totals.page', { count: data.length })} totals={sumMoney(data)} />
          {summary && (
            <TotalsRow label={translate('app.totals.all', { count: total ?? 0 })} totals={summary} />
          )}
        </TableBody>
      </Table>
      {missing > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1, pt: 1 }}>
          {translate('resources.transactions.missing_amounts', { smart_count: missing })}
        </Typography>
      )}
    </Box>
  );
}

/** The partner's details a transaction carries, decrypted with its type's key. */
function CarriedParty() {
  const record = useRecordContext();
  const translate = useTranslate();
  const texts = useTexts();
  const keyKind = keyKindOfTransactionType(String(record?.TransactionTypeCode ?? ''));
  const label = (field: string) => translate(`${texts}.details.${field}`);
  return (
    <RecordContextProvider value={record?.UserDetails}>
      <FieldGrid>
        <LabelledValue label={label('name')}>{String(record?.UserDetails?.Name ?? '')}</LabelledValue>
        <LabelledValue label={label('contact')}>
          {String(record?.UserDetails?.ContactName ?? '')}
        </LabelledValue>
        <LabelledValue label={label('province')}>
          {String(record?.UserDetails?.ProvinceName ?? '')}
        </LabelledValue>
        <LabelledValue label={label('Email')}>
          <SensitiveField
            source="Email"
            mask="email"
            keyKind={keyKind}
            revealTo="contact"
            label={label('Email')}
          />
        </LabelledValue>
        <LabelledValue label={label('Phoneno')}>
          <SensitiveField
            source="Phoneno"
            mask="phone"
            keyKind={keyKind}
            revealTo="contact"
            label={label('Phoneno')}
          />
        </LabelledValue>
      </FieldGrid>
    </RecordContextProvider>
  );
}

/**
 * A row opened: who the money is from or for and the account it goes to. Details the transaction
 * carries are decrypted with its type's key; a transaction with ids only is completed from the
 * partner register (profile key), and a lookup that finds nothing shows nothing.
 */
export function TransactionDetails() {
  const record = useRecordContext();
  const translate = useTranslate();
  const texts = useTexts();
  const resource = useResourceContext() ?? '';
  if (!record) return null;
  const type = String(record.TransactionTypeCode ?? '');
  const toSupplier = WITHDRAWAL_TYPES.includes(type);
  const kind: Kind = toSupplier ? 'Supplier' : 'Grocery';
  const keyKind = keyKindOfTransactionType(type);
  // Whose details these are, for the staff log: the partner the money is from or for. The
  // details the transaction carries have no id of their own: a look at them is one at the
  // transaction; a looked-up bank account is a record of its own.
  const partnerName = record.UserDetails?.Name ?? record[`${kind}Name`];
  const partner: PersonalDataOwnerValue = {
    partnerId: record[`${kind}Id`],
    partnerName: partnerName === undefined || partnerName === null ? undefined : String(partnerName),
    partnerResource: PARTNER_RESOURCES[kind],
  };
  const carried: PersonalDataOwnerValue = { ...partner, record: { resource, id: record.id } };
  return (
    <PersonalDataOwner.Provider value={partner}>
      <Stack spacing={2} sx={{ p: 2 }} data-testid="transaction-details">
        <Typography variant="subtitle2" component="h3">
          {translate(`${texts}.details.party`)}
        </Typography>
        {record.UserDetails ? (
          <PersonalDataOwner.Provider value={carried}>
            <CarriedParty />
          </PersonalDataOwner.Provider>
        ) : record[`${kind}Id`] ? (
          <Stack spacing={0.5}>
            <Typography variant="caption" color="text.secondary">
              {translate(`${texts}.details.looked_up`)}
            </Typography>
            <TransactionPartner kind={kind} />
          </Stack>
        ) : (
          <Alert severity="info">{translate(`${texts}.details.no_details`)}</Alert>
        )}
        {type !== PAY_IN && (
          <>
            <Typography variant="subtitle2" component="h3">
              {translate(`${texts}.details.bank`)}
            </Typography>
            {record.BankDetails ? (
              <PersonalDataOwner.Provider value={carried}>
                <RecordContextProvider value={record.BankDetails}>
                  <BankAccountFields keyKind={keyKind} />
                </RecordContextProvider>
              </PersonalDataOwner.Provider>
            ) : (
              <PartnerBankAccount
                reference={toSupplier ? 'supplier-bank-accounts' : 'grocery-bank-accounts'}
                idSource={`${kind}BankAccId`}
              />
            )}
          </>
        )}
      </Stack>
    </PersonalDataOwner.Provider>
  );
}
