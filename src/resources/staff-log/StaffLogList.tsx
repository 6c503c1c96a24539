import {
  AutocompleteInput,
  DataTable,
  ReferenceInput,
  SelectInput,
  TextInput,
  useTranslate,
  type TranslateFunction,
} from 'react-admin';
import { ThaiDateInput } from '../shared/ui/ThaiDateInput';
import { formatDateTime } from '../../i18n/format';
import type { ExportColumn } from '../shared/files/export/columns';
import { QuickDateRanges } from '../shared/ui/QuickDateRanges';
import { ResourceList } from '../shared/ui/ResourceList';
import { StatusChip } from '../shared/ui/StatusChip';
import { STAFF_ACTIONS } from './staffLogData';

const T = 'resources.staff-log';

// The same words as a record's history (app.history.actions).
const actionChoices = STAFF_ACTIONS.map((action) => ({ id: action, name: `app.history.actions.${action}` }));

const filters = [
  <ReferenceInput key="userId" source="userId" reference="employees" alwaysOn>
    <AutocompleteInput optionText="username" label={`${T}.fields.userId`} />
  </ReferenceInput>,
  <SelectInput key="action" source="action" choices={actionChoices} alwaysOn />,
  // Assumed (docs/api.md): the service matches the partner's id, or part of its name.
  <TextInput key="partner" source="partner" alwaysOn resettable />,
  <ThaiDateInput key="start" source="start" alwaysOn />,
  <ThaiDateInput key="end" source="end" alwaysOn />,
];

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const list = (value: unknown) => (Array.isArray(value) ? value.map(text) : []);

export const exportColumns: ExportColumn[] = [
  { source: 'createdAt', kind: 'datetime' },
  { source: 'username', identifies: 'name' },
  { source: 'action', kind: 'choice', choices: actionChoices },
  { source: 'partnerName', identifies: 'name' },
  { source: 'partnerId' },
  { source: 'resource' },
  { source: 'recordId' },
  { source: 'fields', value: (row) => list(row.fields).join(', ') },
  { source: 'rowCount', kind: 'number' },
  {
    source: 'filter',
    value: (row) => (row.filter ? JSON.stringify(row.filter) : ''),
    identifies: 'freeText',
  },
  { source: 'detail', identifies: 'freeText' },
];

const actionColours = {
  APPROVE: 'success',
  REJECT: 'warning',
  DELETE: 'error',
  CREATE: 'info',
  REVEAL: 'info',
  EXPORT: 'info',
  PRINT: 'info',
} as const;

/** A resource's name in the interface language (the partners' users and accounts have none of their own). */
const resourceName = (translate: TranslateFunction, resource: string) =>
  translate(`${T}.personal.resources.${resource}`, {
    _: translate(`resources.${resource}.name`, { smart_count: 1, _: resource }),
  });

/** A field's label as its screen shows it, else as the partner screens do, else its wire name. */
const fieldLabel = (translate: TranslateFunction, resource: string, field: string) =>
  translate(`resources.${resource}.fields.${field}`, {
    _: translate(`resources.${resource}.details.${field}`, {
      _: translate(`app.partner.fields.${field}`, { _: field }),
    }),
  });

/**
 * What an entry says: a look at personal data told from its fields in the interface language
 * (which fields of which record, or of how many rows); the service's own entries by their detail.
 */
export function entrySummary(row: Record<string, unknown>, translate: TranslateFunction): string {
  const resource = text(row.resource);
  if (!resource) return text(row.detail);
  const args = {
    fields: list(row.fields)
      .map((field) => fieldLabel(translate, resource, field))
      .join(', '),
    resource: resourceName(translate, resource),
  };
  return row.rowCount !== undefined && row.rowCount !== null
    ? translate(`${T}.personal.rows`, { ...args, count: text(row.rowCount) })
    : translate(`${T}.personal.record`, { ...args, record: text(row.recordId) });
}

function Summary({ row }: { row: Record<string, unknown> }) {
  return <>{entrySummary(row, useTranslate())}</>;
}

/**
 * `/staff-log` (legacy `/StaffLog`): who did what and when, newest first, by staff member, action,
 * partner and date; looks at personal data say which fields of whose record.
 */
export default function StaffLogList() {
  return (
    <ResourceList
      filters={filters}
      exportColumns={exportColumns}
      actions={<QuickDateRanges startSource="start" endSource="end" />}
    >
      <DataTable bulkActionButtons={false}>
        <DataTable.Col
          source="createdAt"
          disableSort
          render={(row) => formatDateTime(String(row.createdAt))}
        />
        <DataTable.Col source="username" disableSort />
        <DataTable.Col source="action" disableSort>
          <StatusChip source="action" texts="app.history.actions" colours={actionColours} />
        </DataTable.Col>
        <DataTable.Col
          source="partnerName"
          disableSort
          render={(row) => text(row.partnerName ?? row.partnerId)}
        />
        <DataTable.Col source="detail" disableSort render={(row) => <Summary row={row} />} />
      </DataTable>
    </ResourceList>
  );
}
