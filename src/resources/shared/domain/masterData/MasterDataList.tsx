import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useState, type ReactElement } from 'react';
import {
  DataTable,
  ResourceContextProvider,
  Title,
  useCreate,
  useListContext,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import { NOTIFY_ERROR_MS, NOTIFY_SUCCESS_MS } from '../../../../layout/notifyDurations';
import type { ExportColumn } from '../../files/export/columns';
import { ResourceList } from '../../ui/ResourceList';
import { cleanName, nameTaken, writeFailureText } from './masterDataRules';
import { NameDialog } from './NameDialog';
import { useMayDo } from '../../ui/useMayDo';

export interface MasterDataListProps {
  /** The data resource the screen lists (its access is the screen's route's). */
  resource: string;
  nameField: string;
  /** The parent a record belongs to (a province's region): its filter, chosen before adding. */
  parent?: { source: string; input: ReactElement; name: string };
  /** `resources.<resource>.master`: title, name; `created` when the spec words the success. */
  title: string;
  editable: boolean;
}

type Editing = { record?: RaRecord } | undefined;

function useSave(resource: string, nameField: string, parentSource: string | undefined) {
  const [create] = useCreate();
  const [update] = useUpdate();
  const translate = useTranslate();
  const notify = useNotify();
  const { filterValues, refetch } = useListContext();
  const failed = (error: unknown) => {
    const { key, args } = writeFailureText(error);
    const text = translate(key, args);
    notify(text, { type: 'error', autoHideDuration: NOTIFY_ERROR_MS });
    return Promise.reject(text);
  };
  return async (name: string, record: RaRecord | undefined) => {
    const entity = translate(`resources.${resource}.master.entity`);
    try {
      if (record) {
        await update(
          resource,
          { id: record.id, data: { ...record, [nameField]: name }, previousData: record },
          { returnPromise: true },
        );
        notify(translate('app.master_data.updated', { name: entity }), {
          type: 'success',
          autoHideDuration: NOTIFY_SUCCESS_MS,
        });
      } else {
        const data = {
          [nameField]: name,
          ...(parentSource ? { [parentSource]: filterValues[parentSource] } : {}),
        };
        await create(resource, { data }, { returnPromise: true });
        notify(
          translate(`resources.${resource}.master.created`, {
            _: translate('app.master_data.created', { name: entity }),
          }),
          {
            type: 'success',
            autoHideDuration: NOTIFY_SUCCESS_MS,
          },
        );
      }
      refetch();
    } catch (error) {
      return failed(error);
    }
  };
}

function EditButton({ onEdit }: { onEdit: (record: RaRecord) => void }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <IconButton aria-label={translate('app.master_data.edit')} onClick={() => onEdit(record)} size="small">
      <EditIcon fontSize="small" />
    </IconButton>
  );
}

function AddButton({ parent, onAdd }: { parent?: MasterDataListProps['parent']; onAdd: () => void }) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const missingParent = !!parent && !filterValues[parent.source];
  const button = (
    <Button startIcon={<AddIcon />} onClick={onAdd} disabled={missingParent} size="small">
      {translate('app.master_data.add')}
    </Button>
  );
  return missingParent ? (
    <Tooltip title={translate('app.master_data.choose_parent_first', { parent: translate(parent.name) })}>
      <span>{button}</span>
    </Tooltip>
  ) : (
    button
  );
}

function Rows({ resource, nameField, parent, editable }: Omit<MasterDataListProps, 'title'>) {
  const [editing, setEditing] = useState<Editing>();
  const translate = useTranslate();
  const save = useSave(resource, nameField, parent?.source);
  const { data = [] } = useListContext();
  const entity = translate(`resources.${resource}.master.entity`);
  const mayDo = useMayDo(resource);
  return (
    <>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="id" label={`resources.${resource}.master.id`} />
        <DataTable.Col source={nameField} />
        {editable && mayDo('edit') && (
          <DataTable.Col disableSort label="">
            <EditButton onEdit={(record) => setEditing({ record })} />
          </DataTable.Col>
        )}
      </DataTable>
      {mayDo('create') && <AddButtonPortal parent={parent} onAdd={() => setEditing({})} />}
      {editing && (
        <NameDialog
          title={translate(editing.record ? 'app.master_data.edit_title' : 'app.master_data.add_title', {
            name: entity,
          })}
          label={translate(`resources.${resource}.fields.${nameField}`)}
          initial={editing.record ? cleanName(editing.record[nameField]) : ''}
          taken={(name) => nameTaken(data, nameField, name, editing.record?.id)}
          onClose={() => setEditing(undefined)}
          onSave={(name) => save(name, editing.record).then(() => setEditing(undefined))}
        />
      )}
    </>
  );
}

/** The add button sits under the table, where the list's own toolbar cannot reach the dialog's state. */
function AddButtonPortal(props: { parent?: MasterDataListProps['parent']; onAdd: () => void }) {
  return (
    <div style={{ padding: 8 }}>
      <AddButton {...props} />
    </div>
  );
}

/**
 * A master-data screen (regions, provinces, districts, sub-districts): the list, filtered by its
 * parent, with a name to add and to edit in a dialog. The screen is a route with its menu entry's
 * access; the listed data stays readable by every screen that needs it.
 */
export function MasterDataList({ resource, nameField, parent, title, editable }: MasterDataListProps) {
  const exportColumns: ExportColumn[] = [
    { source: 'id', kind: 'number', label: `resources.${resource}.master.id` },
    { source: nameField },
    ...(parent ? [{ source: parent.source, kind: 'number' as const }] : []),
  ];
  return (
    <ResourceContextProvider value={resource}>
      <Title title={title} />
      <ResourceList
        withinScreen
        title={title}
        filters={parent ? [parent.input] : undefined}
        exportColumns={exportColumns}
        sort={{ field: 'id', order: 'ASC' }}
        empty={false}
      >
        <Rows resource={resource} nameField={nameField} parent={parent} editable={editable} />
      </ResourceList>
    </ResourceContextProvider>
  );
}
