import {
  BooleanInput,
  DataTable,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  useGetIdentity,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { formatThaiPhone } from '../../api/thaiPhone';
import { EditDeleteButtons } from '../shared/EditDeleteButtons';
import type { ExportColumn } from '../shared/export/columns';
import { useFailureNotification } from '../shared/notifyFailure';
import { ResourceList } from '../shared/ResourceList';
import { SearchFilter } from '../shared/SearchFilter';
import { StatusChip } from '../shared/StatusChip';
import { roleChoices } from './staffChoices';

const T = 'resources.employees';

const filters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder={`${T}.search`} />,
  <SelectInput key="role" source="role" choices={roleChoices} alwaysOn />,
  <ReferenceInput key="positionId" source="positionId" reference="positions" alwaysOn>
    <SelectInput optionText="positionName" label={`${T}.fields.positionId`} />
  </ReferenceInput>,
  <BooleanInput key="isActive" source="isActive" />,
];

export const exportColumns: ExportColumn[] = [
  { source: 'username' },
  { source: 'name' },
  { source: 'email' },
  { source: 'phoneNo', value: (record) => formatThaiPhone(String(record.phoneNo ?? '')) },
  {
    source: 'positionId',
    kind: 'reference',
    reference: { resource: 'positions', titleField: 'positionName' },
  },
  { source: 'role', kind: 'choice', choices: roleChoices },
  { source: 'isActive', kind: 'boolean' },
  { source: 'createdAt', kind: 'datetime' },
];

const activeColours = { true: 'success', false: 'default' } as const;

function RowActions() {
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const deleteFailure = useFailureNotification(`${T}.notifications.delete_failed`);
  const isSelf = !!record && !!identity && String(record.id) === String(identity.id);
  return (
    <EditDeleteButtons
      onDeleteError={deleteFailure}
      deleteRefusal={isSelf ? translate(`${T}.not_yourself`) : undefined}
    />
  );
}

/** `/employees` (legacy `/staff`, `/staff/employee`): the back-office staff, searchable by name, role, position and activity. */
export default function StaffList() {
  return (
    <ResourceList filters={filters} exportColumns={exportColumns}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="username" />
        <DataTable.Col source="name" />
        <DataTable.Col source="email" />
        <DataTable.Col
          source="phoneNo"
          disableSort
          render={(record) => formatThaiPhone(String(record.phoneNo ?? ''))}
        />
        <DataTable.Col source="positionId">
          <ReferenceField source="positionId" reference="positions" link={false} />
        </DataTable.Col>
        <DataTable.Col source="role">
          <StatusChip source="role" texts="app.roles" colours={{}} />
        </DataTable.Col>
        <DataTable.Col source="isActive">
          <StatusChip source="isActive" texts={`${T}.active`} colours={activeColours} />
        </DataTable.Col>
        <DataTable.Col disableSort label="">
          <RowActions />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
