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

/** An unknown code is uncoloured, never unreadable. */
export const STATUS_COLOURS: Record<string, StatusColour> = {
  PENDING: 'warning',
  FAILED: 'error',
};

const MEANING_COLOURS: Record<'waiting' | 'approve' | 'reject', StatusColour> = {
  waiting: 'warning',
  approve: 'info',
  reject: 'error',
};

const useTexts = () => `resources.${useResourceContext()}`;

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

/** Named by the details it carries when they are the partner's, else looked up once for the page's ids. */
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

export function TransactionTypeText() {
  const record = useRecordContext();
  const translate = useTranslate();
  const texts = useTexts();
  const code = String(record?.TransactionTypeCode ?? '');
  return <span>{translate(`${texts}.types.${code}`, { _: String(record?.TransactionType ?? code) })}</span>;
}

/** The server's name wherever it sends one; the app's label only when it sent none. */
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

/** A missing amount says so: it is not ฿0.00. */
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

/** A status asked by a link that the server does not list stays shown, by its code. */
function StatusFilterInput(props: Omit<SelectInputProps, 'choices'> & { source: string }) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const { statuses, isPending, error } = useTransactionStatuses();
  const nameOf = useStatusName();
  const codes = (statuses ?? []).map((status) => status.Code);
  const asked = filterValues?.[props.source];
  if (asked !== undefined && asked !== null && asked !== '' && !codes.includes(String(asked)))
    codes.push(String(asked));
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

/** Details carried are decrypted with the type's key; ids only, completed from the partner register. */
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
  // Carried details have no id of their own: a look at them is logged as one at the transaction.
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
