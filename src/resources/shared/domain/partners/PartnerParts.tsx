import GavelIcon from '@mui/icons-material/Gavel';
import { Alert, Box, Stack, Typography } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  DataTable,
  Labeled,
  RecordContextProvider,
  ReferenceManyField,
  ResourceContextProvider,
  TextField,
  useCanAccess,
  useGetList,
  useGetOne,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { ApprovalStatusChip } from '../approval/ApprovalStatusChip';
import { DateText } from '../../ui/DateText';
import type { KeyKind } from '../../../../api/crypto';
import { SensitiveField, type SensitiveFieldProps } from '../../personal/SensitiveField';
import { PersonalDataOwner } from '../../personal/usePersonalLog';
import { PARTNER_RESOURCES } from '../../../../providers/history/historyEntry';
import { contactFieldsOf } from './contactFields';

export const FieldGrid = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>{children}</Box>
);

function useFieldLabel(field: string, shared = false): string {
  const resource = useResourceContext();
  return shared ? `app.partner.fields.${field}` : `resources.${resource}.fields.${field}`;
}

export function PartnerField({
  label,
  shared,
  children,
}: {
  label: string;
  shared?: boolean;
  children: ReactElement;
}) {
  return <Labeled label={useFieldLabel(label, shared)}>{children}</Labeled>;
}

export function Sensitive({
  source,
  shared,
  ...props
}: Omit<SensitiveFieldProps, 'label'> & { shared?: boolean }) {
  const translate = useTranslate();
  const label = useFieldLabel(source, shared);
  return (
    <PartnerField label={source} shared={shared}>
      <SensitiveField source={source} label={translate(label)} {...props} />
    </PartnerField>
  );
}

export function ContactFields({ kind }: { kind: 'Supplier' | 'Grocery' }) {
  const record = useRecordContext();
  return (
    <>
      {contactFieldsOf(kind, record).map(({ source, mask }) => (
        <Sensitive key={source} source={source} mask={mask} revealTo="contact" />
      ))}
    </>
  );
}

/** Its users' phones and bank account are its personal data too, though their records name no partner. */
export function PartnerOwner({ kind, children }: { kind: 'Supplier' | 'Grocery'; children: ReactNode }) {
  const record = useRecordContext();
  const id = record?.[`${kind}Id`];
  const name = record?.[`${kind}Name`];
  return (
    <PersonalDataOwner.Provider
      value={{
        partnerId: id as Identifier | undefined,
        partnerName: name === undefined || name === null ? undefined : String(name),
        partnerResource: PARTNER_RESOURCES[kind],
      }}
    >
      {children}
    </PersonalDataOwner.Provider>
  );
}

export function AddressLines() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const lines = [
    [record.Address, record.Address2].filter(Boolean).join(' '),
    [record.SubDistrictName, record.DistrictName].filter(Boolean).join(' '),
    [record.ProvinceName, record.ZipCode].filter(Boolean).join(' '),
    record.RegionName,
  ].filter(Boolean);
  return (
    <Stack spacing={0.5}>
      <Typography variant="subtitle1" component="h2">
        {translate('app.partner.address')}
      </Typography>
      <Box data-testid="partner-address">
        {lines.map((line) => (
          <Typography key={String(line)} variant="body2">
            {String(line)}
          </Typography>
        ))}
      </Box>
    </Stack>
  );
}

export function PartnerUsers({ reference, target }: { reference: string; target: string }) {
  const translate = useTranslate();
  const label = (field: string) => `app.partner.fields.${field}`;
  return (
    <ReferenceManyField reference={reference} target={target} perPage={100}>
      <DataTable
        bulkActionButtons={false}
        rowClick={false}
        empty={<Alert severity="info">{translate('app.partner.no_users')}</Alert>}
      >
        <DataTable.Col source="FullName" label={label('FullName')} disableSort />
        <DataTable.Col source="Username" label={label('Username')} disableSort />
        <DataTable.Col
          source="Role"
          label={label('Role')}
          disableSort
          render={(user) => translate(`app.partner_roles.${user.Role}`, { _: String(user.Role) })}
        />
        <DataTable.Col label={label('Phoneno')} disableSort>
          <SensitiveField
            source="Phoneno"
            mask="phone"
            revealTo="contact"
            label={translate(label('Phoneno'))}
          />
        </DataTable.Col>
        <DataTable.Col
          source="IsActive"
          label={label('IsActive')}
          disableSort
          render={(user) => (user.IsActive ? '✓' : '—')}
        />
      </DataTable>
    </ReferenceManyField>
  );
}

export function PartnerBankAccount({ reference, idSource }: { reference: string; idSource: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const id = record?.[idSource];
  const { data, isPending, error } = useGetOne(
    reference,
    { id: id as number },
    { enabled: id !== null && id !== undefined, retry: false },
  );
  if (id === null || id === undefined || (!isPending && (error || !data)))
    return <Alert severity="info">{translate('app.partner.no_bank_account')}</Alert>;
  if (isPending) return <Typography variant="body2">{translate('ra.page.loading')}</Typography>;
  // The account is a record of its own resource: a reveal is logged against it, not the partner's.
  return (
    <ResourceContextProvider value={reference}>
      <RecordContextProvider value={data}>
        <BankAccountFields />
      </RecordContextProvider>
    </ResourceContextProvider>
  );
}

export function BankAccountFields({ keyKind = 'profile' }: { keyKind?: KeyKind }) {
  const record = useRecordContext();
  return (
    <FieldGrid>
      <PartnerField label="BankName" shared>
        <Stack direction="row" spacing={1} alignItems="center">
          {record?.LogoImgUrl ? <img src={String(record.LogoImgUrl)} alt="" width={24} height={24} /> : null}
          <TextField source="BankName" />
        </Stack>
      </PartnerField>
      <PartnerField label="BranchCode" shared>
        <TextField source="BranchCode" />
      </PartnerField>
      <Sensitive source="AccountNumber" mask="bank" revealTo="bank" keyKind={keyKind} shared />
      <Sensitive source="AccountName" mask="email" revealTo="bank" keyKind={keyKind} shared />
      <PartnerField label="NameForFinance" shared>
        <TextField source="NameForFinance" />
      </PartnerField>
    </FieldGrid>
  );
}

export function PartnerLink({ resource, id, name }: { resource: string; id: unknown; name: string }) {
  const { canAccess } = useCanAccess({ resource, action: 'show' });
  if (!name) return <span>—</span>;
  if (!canAccess || id === null || id === undefined || id === '') return <span>{name}</span>;
  return (
    <Link
      to={`/${resource}/${encodeURIComponent(String(id))}/show`}
      onClick={(event) => event.stopPropagation()}
    >
      {name}
    </Link>
  );
}

/** The licence call filters by name, so the partner's own id is picked from the answer. */
export function PartnerLicence({ reference, nameField }: { reference: string; nameField: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const name = String(record?.[nameField] ?? '');
  const { data, isPending, error } = useGetList(
    reference,
    { filter: { q: name }, pagination: { page: 1, perPage: 50 }, sort: { field: nameField, order: 'ASC' } },
    { enabled: name !== '', retry: false },
  );
  const { canAccess } = useCanAccess({ resource: reference, action: 'list' });
  if (name && isPending) return <Typography variant="body2">{translate('ra.page.loading')}</Typography>;
  if (error) return <Alert severity="error">{translate('app.partner.licence_failed')}</Alert>;
  const licence = data?.find((row) => String(row.id) === String(record?.id));
  if (!licence) return <Alert severity="info">{translate('app.partner.no_licence')}</Alert>;
  const search = new URLSearchParams({ filter: JSON.stringify({ q: name }) });
  return (
    <RecordContextProvider value={licence}>
      <Stack spacing={2} data-testid="partner-licence">
        <FieldGrid>
          <PartnerField label="ApprovedStatus" shared>
            <ApprovalStatusChip />
          </PartnerField>
          <PartnerField label="Remark" shared>
            <TextField source="Remark" emptyText="—" />
          </PartnerField>
          <PartnerField label="RequestedAt" shared>
            <DateText source="RequestedAt" />
          </PartnerField>
          <PartnerField label="UpdatedAt" shared>
            <DateText source="UpdatedAt" />
          </PartnerField>
        </FieldGrid>
        <PartnerField label="LicenceImgUrl" shared>
          {licence.LicenceImgUrl ? (
            <Box
              component="img"
              src={String(licence.LicenceImgUrl)}
              alt={translate('app.partner.fields.LicenceImgUrl')}
              sx={{ maxWidth: 480, width: '100%', borderRadius: 1 }}
            />
          ) : (
            <Typography variant="body2">{translate('app.partner.no_licence_document')}</Typography>
          )}
        </PartnerField>
        {canAccess && (
          <Box>
            <Button component={Link} to={`/${reference}?${search}`} label="app.partner.decide_licence">
              <GavelIcon />
            </Button>
          </Box>
        )}
      </Stack>
    </RecordContextProvider>
  );
}
