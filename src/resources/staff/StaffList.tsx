import {
  BooleanInput,
  DataTable,
  ReferenceInput,
  SelectInput,
  useGetIdentity,
  useListContext,
  useRecordContext,
  useTranslate,
  type SelectInputProps,
} from 'react-admin';
import { formatThaiPhone } from '../../api/thaiPhone';
import { roleLabelChoices } from '../../layout/roleLabel';
import { LookupField } from '../shared/ui/LookupField';
import { EditDeleteButtons } from '../shared/ui/EditDeleteButtons';
import type { ExportColumn } from '../shared/files/export/columns';
import { useFailureNotification } from '../shared/ui/notifyFailure';
import { PersonalText } from '../shared/personal/PersonalText';
import { ResourceList } from '../shared/ui/ResourceList';
import { SearchFilter } from '../shared/ui/SearchFilter';
import { StatusChip } from '../shared/ui/StatusChip';
import { roleChoicesOf, useServerRoles } from '../shared/domain/roles/serverRoles';

const T = 'resources.employees';

/** The roles the server uses (its menu's, and the one filtered by), never a list of the app's. */
function RoleFilter(props: Omit<SelectInputProps, 'choices'>) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const roles = useServerRoles(filterValues?.role);
  return <SelectInput {...props} choices={roleChoicesOf(roles, translate)} translateChoice={false} />;
}

const filters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder={`${T}.search`} />,
  <RoleFilter key="role" source="role" alwaysOn />,
  <ReferenceInput key="positionId" source="positionId" reference="positions" alwaysOn>
    <SelectInput optionText="positionName" label={`${T}.fields.positionId`} />
  </ReferenceInput>,
  <BooleanInput key="isActive" source="isActive" />,
];

export const exportColumns: ExportColumn[] = [
  { source: 'username', identifies: 'name' },
  { source: 'name', identifies: 'name' },
  { source: 'email', personal: 'email' },
  {
    source: 'phoneNo',
    personal: 'phone',
    value: (record) => formatThaiPhone(String(record.phoneNo ?? '')),
  },
  {
    source: 'positionId',
    kind: 'reference',
    reference: { resource: 'positions', titleField: 'positionName' },
  },
  // A role the app has a label for is written with it; any other as the server sent it.
  { source: 'role', kind: 'choice', choices: roleLabelChoices },
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
        <DataTable.Col source="email">
          <PersonalText source="email" kind="email" />
        </DataTable.Col>
        <DataTable.Col source="phoneNo" disableSort>
          <PersonalText source="phoneNo" kind="phone" />
        </DataTable.Col>
        <DataTable.Col source="positionId">
          <LookupField source="positionId" reference="positions" />
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
