import { DataTable, SelectInput } from 'react-admin';
import { DateText } from '../shared/ui/DateText';
import type { ExportColumn } from '../shared/files/export/columns';
import { ResourceList } from '../shared/ui/ResourceList';
import { SearchFilter } from '../shared/ui/SearchFilter';
import { StatusChip } from '../shared/ui/StatusChip';
import { Thumbnail } from '../shared/ui/Thumbnail';
import { appChoices } from './advertChoices';

const T = 'resources.campaigns';

const filters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder={`${T}.search`} />,
  <SelectInput key="typeApp" source="typeApp" choices={appChoices} alwaysOn />,
];

export const exportColumns: ExportColumn[] = [
  { source: 'id', kind: 'number' },
  { source: 'name' },
  { source: 'typeApp', kind: 'choice', choices: appChoices },
  { source: 'startDate', kind: 'date' },
  { source: 'endDate', kind: 'date' },
  { source: 'imageUrl' },
];

/** `/campaigns` (legacy `/advertise/campaigndashboard`): the campaigns, latest start first, paged by the server. */
export default function CampaignList() {
  return (
    <ResourceList filters={filters} exportColumns={exportColumns}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="imageUrl" disableSort>
          <Thumbnail source="imageUrl" />
        </DataTable.Col>
        <DataTable.Col source="name" disableSort />
        <DataTable.Col source="typeApp" disableSort>
          <StatusChip source="typeApp" texts="resources.adverts.apps" colours={{}} />
        </DataTable.Col>
        <DataTable.Col source="startDate" disableSort>
          <DateText source="startDate" />
        </DataTable.Col>
        <DataTable.Col source="endDate" disableSort>
          <DateText source="endDate" />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
