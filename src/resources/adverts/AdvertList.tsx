import { BooleanInput, DataTable, SelectInput } from 'react-admin';
import { DateText } from '../shared/ui/DateText';
import type { ExportColumn } from '../shared/files/export/columns';
import { ResourceList } from '../shared/ui/ResourceList';
import { SearchFilter } from '../shared/ui/SearchFilter';
import { StatusChip } from '../shared/ui/StatusChip';
import { Thumbnail } from '../shared/ui/Thumbnail';
import { advertTypeChoices, appChoices } from './advertChoices';

const T = 'resources.adverts';

const filters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder={`${T}.search`} />,
  <SelectInput key="typeApp" source="typeApp" choices={appChoices} alwaysOn />,
  <BooleanInput key="isActive" source="isActive" />,
];

export const exportColumns: ExportColumn[] = [
  { source: 'id', kind: 'number' },
  { source: 'title' },
  { source: 'typeApp', kind: 'choice', choices: appChoices },
  { source: 'typeAdv', kind: 'choice', choices: advertTypeChoices },
  { source: 'startDate', kind: 'date' },
  { source: 'endDate', kind: 'date' },
  { source: 'isActive', kind: 'boolean' },
  { source: 'createdAt', kind: 'datetime' },
  { source: 'imageUrl' },
];

const runningColours = { true: 'success', false: 'default' } as const;

/** `/adverts` (legacy `/advertise`): the adverts, newest first, paged by the server (`page`, `take`). */
export default function AdvertList() {
  return (
    <ResourceList filters={filters} exportColumns={exportColumns}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="imageUrl" disableSort>
          <Thumbnail source="imageUrl" />
        </DataTable.Col>
        <DataTable.Col source="title" />
        <DataTable.Col source="typeApp">
          <StatusChip source="typeApp" texts={`${T}.apps`} colours={{}} />
        </DataTable.Col>
        <DataTable.Col source="typeAdv">
          <StatusChip source="typeAdv" texts={`${T}.advert_types`} colours={{}} />
        </DataTable.Col>
        <DataTable.Col source="startDate">
          <DateText source="startDate" />
        </DataTable.Col>
        <DataTable.Col source="endDate">
          <DateText source="endDate" />
        </DataTable.Col>
        <DataTable.Col source="isActive">
          <StatusChip source="isActive" texts={`${T}.running`} colours={runningColours} />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
