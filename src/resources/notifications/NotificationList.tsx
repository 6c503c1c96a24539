import VisibilityIcon from '@mui/icons-material/Visibility';
import { IconButton, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { DataTable, SelectInput, useListContext, useTranslate } from 'react-admin';
import { ThaiDateInput } from '../shared/ui/ThaiDateInput';
import { formatDateTime } from '../../i18n/format';
import type { ExportColumn } from '../shared/files/export/columns';
import { QuickDateRanges } from '../shared/ui/QuickDateRanges';
import { ResourceList } from '../shared/ui/ResourceList';
import { SearchFilter } from '../shared/ui/SearchFilter';
import { StatusChip } from '../shared/ui/StatusChip';
import { messageText } from './messageTemplate';
import { NotificationDetail } from './NotificationDetail';
import { NotificationMessage } from './NotificationMessage';
import { appOf, NOTIFICATION_APPS, TEMPLATE_CODES, type NotificationRecord } from './notificationData';

const T = 'resources.notifications';

const appChoices = NOTIFICATION_APPS.map((app) => ({ id: app, name: `${T}.apps.${app}` }));
const codeChoices = TEMPLATE_CODES.map((code) => ({ id: code, name: `${T}.codes.${code}` }));
const readChoices = [
  { id: 'false', name: `${T}.read.false` },
  { id: 'true', name: `${T}.read.true` },
];

const filters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder={`${T}.search`} />,
  <ThaiDateInput key="start" source="start" alwaysOn />,
  <ThaiDateInput key="end" source="end" alwaysOn />,
  <SelectInput key="TemplateCode" source="TemplateCode" choices={codeChoices} />,
  <SelectInput key="IsRead" source="IsRead" choices={readChoices} />,
];

export const exportColumns: ExportColumn[] = [
  { source: 'CreatedDate', kind: 'datetime' },
  { source: 'app', kind: 'choice', choices: appChoices, value: (record) => record.App },
  { source: 'ShopName' },
  { source: 'ProductName' },
  { source: 'TemplateCode', kind: 'choice', choices: codeChoices },
  { source: 'message', value: (record, locale) => messageText(record as NotificationRecord, locale) },
  { source: 'IsRead', kind: 'choice', choices: readChoices, value: (record) => String(record.IsRead) },
];

/** Which app's notifications are listed: the `app` filter, kept in the URL with the others. */
function AppTabs() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const app = appOf(filterValues.app);
  return (
    <Tabs
      value={app}
      onChange={(_event, next: string) => setFilters({ ...filterValues, app: next }, displayedFilters)}
      aria-label={translate(`${T}.app_switch`)}
      sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
    >
      {NOTIFICATION_APPS.map((choice) => (
        <Tab key={choice} value={choice} label={translate(`${T}.apps.${choice}`)} data-app={choice} />
      ))}
    </Tabs>
  );
}

/**
 * `/notifications`: the product-detail update notifications of one app at a time (supplier or
 * grocery: two services), newest first, each message filled in the user's language; a row opens
 * the notification with its template and values.
 */
export default function NotificationList() {
  const translate = useTranslate();
  const [opened, setOpened] = useState<NotificationRecord>();
  return (
    <>
      <ResourceList
        filters={filters}
        exportColumns={exportColumns}
        actions={<QuickDateRanges startSource="start" endSource="end" />}
      >
        <AppTabs />
        <DataTable
          bulkActionButtons={false}
          rowClick={(_id, _resource, record) => {
            setOpened(record as NotificationRecord);
            return false;
          }}
        >
          <DataTable.Col
            source="CreatedDate"
            disableSort
            render={(row) => formatDateTime(String(row.CreatedDate))}
          />
          <DataTable.Col source="ShopName" disableSort />
          <DataTable.Col source="ProductName" disableSort cellSx={() => ({ minWidth: 160 })} />
          <DataTable.Col
            source="message"
            disableSort
            // A phone scrolls the table sideways rather than squeeze the message to a word a line.
            cellSx={() => ({ minWidth: 280 })}
            render={(row) => <NotificationMessage record={row as NotificationRecord} />}
          />
          <DataTable.Col source="TemplateCode" disableSort>
            <StatusChip source="TemplateCode" texts={`${T}.codes`} colours={{}} />
          </DataTable.Col>
          <DataTable.Col source="IsRead" disableSort>
            <StatusChip source="IsRead" texts={`${T}.read`} colours={{ false: 'info' }} />
          </DataTable.Col>
          {/* The row opens it too; the button is the keyboard's way in. */}
          <DataTable.Col
            label=""
            disableSort
            render={(row) => (
              <IconButton
                size="small"
                aria-label={translate('ra.action.show')}
                onClick={(event) => {
                  event.stopPropagation();
                  setOpened(row as NotificationRecord);
                }}
              >
                <VisibilityIcon fontSize="small" />
              </IconButton>
            )}
          />
        </DataTable>
      </ResourceList>
      {opened && <NotificationDetail record={opened} onClose={() => setOpened(undefined)} />}
    </>
  );
}
