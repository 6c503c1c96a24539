import { Alert, Box, Stack, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import InventoryIcon from '@mui/icons-material/Inventory2';
import { Link } from 'react-router-dom';
import {
  Button,
  DataTable,
  Labeled,
  ListButton,
  RecordContextProvider,
  ReferenceField,
  ReferenceManyField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useGetOne,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { SensitiveField, type SensitiveFieldProps } from '../shared/SensitiveField';
import { ThaiIdField } from '../shared/ThaiIdField';

const Field = ({ label, children }: { label: string; children: ReactElement }) => (
  <Labeled label={`resources.suppliers.fields.${label}`}>{children}</Labeled>
);

/** An encrypted field of the supplier's, labelled by its source. */
function Sensitive({ source, ...props }: Omit<SensitiveFieldProps, 'label'>) {
  const translate = useTranslate();
  return (
    <Field label={source}>
      <SensitiveField source={source} label={translate(`resources.suppliers.fields.${source}`)} {...props} />
    </Field>
  );
}

/** The profile: who the supplier is, how to reach them (masked until revealed) and where. */
function ProfileTab() {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        <Field label="SupplierName">
          <TextField source="SupplierName" />
        </Field>
        <Field label="ContactName">
          <TextField source="ContactName" />
        </Field>
        <Field label="BusinessTypeCode">
          <ReferenceField source="BusinessTypeCode" reference="supplier-business-types" link={false}>
            <TextField source="BusinessType" />
          </ReferenceField>
        </Field>
        <Field label="CitizenId">
          <ThaiIdField source="CitizenId" kind="citizen" />
        </Field>
        <Field label="TaxId">
          <ThaiIdField source="TaxId" kind="tax" />
        </Field>
        <Sensitive source="Phoneno" mask="phone" revealTo="contact" />
        <Sensitive source="Email" mask="email" revealTo="contact" />
      </Box>
      <Typography variant="subtitle1" component="h2">
        {translate('resources.suppliers.address')}
      </Typography>
      <AddressLines />
    </Stack>
  );
}

function AddressLines() {
  const record = useRecordContext();
  if (!record) return null;
  const lines = [
    [record.Address, record.Address2].filter(Boolean).join(' '),
    [record.SubDistrictName, record.DistrictName].filter(Boolean).join(' '),
    [record.ProvinceName, record.ZipCode].filter(Boolean).join(' '),
    record.RegionName,
  ].filter(Boolean);
  return (
    <Box data-testid="supplier-address">
      {lines.map((line) => (
        <Typography key={String(line)} variant="body2">
          {String(line)}
        </Typography>
      ))}
    </Box>
  );
}

function UsersTab() {
  const translate = useTranslate();
  return (
    <ReferenceManyField reference="supplier-users" target="SupplierId" perPage={100}>
      <DataTable
        bulkActionButtons={false}
        rowClick={false}
        empty={<Alert severity="info">{translate('resources.suppliers.no_users')}</Alert>}
      >
        <DataTable.Col source="FullName" label="resources.suppliers.fields.FullName" disableSort />
        <DataTable.Col source="Username" label="resources.suppliers.fields.Username" disableSort />
        <DataTable.Col
          source="Role"
          label="resources.suppliers.fields.Role"
          disableSort
          render={(user) => translate(`resources.suppliers.roles.${user.Role}`, { _: String(user.Role) })}
        />
        <DataTable.Col label="resources.suppliers.fields.Phoneno" disableSort>
          <SensitiveField
            source="Phoneno"
            mask="phone"
            revealTo="contact"
            label={translate('resources.suppliers.fields.Phoneno')}
          />
        </DataTable.Col>
        <DataTable.Col
          source="IsActive"
          label="resources.suppliers.fields.IsActive"
          disableSort
          render={(user) => (user.IsActive ? '✓' : '—')}
        />
      </DataTable>
    </ReferenceManyField>
  );
}

/** The bank account, when the supplier has one (a lookup that finds nothing shows nothing, spec §8). */
function BankTab() {
  const record = useRecordContext();
  const translate = useTranslate();
  const id = record?.SupplierBankAccId;
  const { data, isPending, error } = useGetOne(
    'supplier-bank-accounts',
    { id: id as number },
    { enabled: id !== null && id !== undefined, retry: false },
  );
  if (id === null || id === undefined || (!isPending && (error || !data)))
    return <Alert severity="info">{translate('resources.suppliers.no_bank_account')}</Alert>;
  if (isPending) return <Typography variant="body2">{translate('ra.page.loading')}</Typography>;
  return (
    <RecordContextProvider value={data}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        <Field label="BankName">
          <Stack direction="row" spacing={1} alignItems="center">
            {data.LogoImgUrl ? <img src={String(data.LogoImgUrl)} alt="" width={24} height={24} /> : null}
            <TextField source="BankName" />
          </Stack>
        </Field>
        <Field label="BranchCode">
          <TextField source="BranchCode" />
        </Field>
        <Sensitive source="AccountNumber" mask="bank" revealTo="bank" />
        <Sensitive source="AccountName" mask="email" revealTo="bank" />
        <Field label="NameForFinance">
          <TextField source="NameForFinance" />
        </Field>
      </Box>
    </RecordContextProvider>
  );
}

/** The supplier's products, on their own list filtered to this supplier. */
function ProductsButton() {
  const record = useRecordContext();
  if (!record) return null;
  const search = new URLSearchParams({ filter: JSON.stringify({ SupplierId: record.id }) });
  return (
    <Button component={Link} to={`/seller-products?${search}`} label="resources.suppliers.products">
      <InventoryIcon />
    </Button>
  );
}

const Actions = () => (
  <TopToolbar>
    <ProductsButton />
    <ListButton />
  </TopToolbar>
);

/** `/suppliers/:id/show` (legacy `/wholesale/ws-detail?SupplierId=`): profile and address, users, bank account. */
export default function SupplierShow() {
  return (
    <Show actions={<Actions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="resources.suppliers.tabs.profile">
          <ProfileTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.suppliers.tabs.users" path="users">
          <UsersTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.suppliers.tabs.bank" path="bank">
          <BankTab />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
