import { Box } from '@mui/material';
import { DataTable, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { ResourceList } from '../shared/ui/ResourceList';
import { SearchFilter } from '../shared/ui/SearchFilter';
import type { BankRecord } from '../shared/domain/finance/banks';
import type { ExportColumn } from '../shared/files/export/columns';

const filters = [<SearchFilter key="q" source="q" alwaysOn placeholder="resources.banks.search" />];

function BankLogo() {
  const bank = useRecordContext<BankRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!bank) return null;
  const name = locale === 'en' ? bank.NameEn : bank.NameTh;
  return (
    <Box
      component="img"
      src={bank.Logo}
      alt={translate('resources.banks.logo_of', { name })}
      loading="lazy"
      width={36}
      height={36}
      sx={{ display: 'block', borderRadius: 1 }}
    />
  );
}

export const exportColumns: ExportColumn[] = [
  { source: 'BankCode' },
  { source: 'NameTh' },
  { source: 'NameEn' },
];

/** `/banks` (legacy `/master-data/bank/bank`): the bank options, searchable. */
export default function BankList() {
  return (
    <ResourceList filters={filters} exportColumns={exportColumns}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="Logo" disableSort>
          <BankLogo />
        </DataTable.Col>
        <DataTable.Col source="BankCode" />
        <DataTable.Col source="NameTh" />
        <DataTable.Col source="NameEn" />
      </DataTable>
    </ResourceList>
  );
}
