import { AutocompleteInput, DataTable, ReferenceInput, SelectInput, useTranslate } from 'react-admin';
import { Stack } from '@mui/material';
import { EditDeleteButtons } from '../shared/ui/EditDeleteButtons';
import type { ExportColumn } from '../shared/files/export/columns';
import { useFailureNotification } from '../shared/ui/notifyFailure';
import { PersonalText } from '../shared/personal/PersonalText';
import { ResourceList } from '../shared/ui/ResourceList';
import { SearchFilter } from '../shared/ui/SearchFilter';
import { Thumbnail } from '../shared/ui/Thumbnail';
import { RegisterStoreButton } from './RegisterStoreButton';
import { showPhone, storeTypeChoices } from './storeSurveyRules';

const T = 'resources.store-surveys';

const answerChoices = [
  { id: 'true', name: `${T}.answers.yes` },
  { id: 'false', name: `${T}.answers.no` },
];

const filters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder={`${T}.fields.q`} />,
  <SelectInput key="storetype" source="storetype" choices={storeTypeChoices} alwaysOn />,
  <ReferenceInput key="province" source="province" reference="provinces" alwaysOn perPage={100}>
    <AutocompleteInput optionText="ProvinceName" optionValue="ProvinceName" label={`${T}.fields.province`} />
  </ReferenceInput>,
  <SelectInput key="isinterested" source="isinterested" choices={answerChoices} alwaysOn />,
];

/**
 * The CSV: every field of a survey, the kind and the answers in words. The contact's name, the street
 * address, the reason they gave and the photo identify a person: a file is logged before it is saved.
 */
export const exportColumns: ExportColumn[] = [
  { source: 'id', kind: 'number' },
  { source: 'storename' },
  { source: 'storetype', kind: 'choice', choices: storeTypeChoices },
  { source: 'contactname', identifies: 'name' },
  { source: 'contactphoneNo', personal: 'phone', value: (record) => showPhone(record.contactphoneNo) },
  { source: 'address', identifies: 'address' },
  { source: 'subdistrict' },
  { source: 'district' },
  { source: 'province' },
  { source: 'region' },
  { source: 'zipcode' },
  { source: 'isinterested', kind: 'boolean' },
  { source: 'isDownloaded', kind: 'boolean' },
  { source: 'isLearned', kind: 'boolean' },
  { source: 'reason', identifies: 'freeText' },
  { source: 'operator' },
  { source: 'ImageUrl', identifies: 'photo' },
];

function Answer({ value }: { value: unknown }) {
  const translate = useTranslate();
  return <>{translate(`${T}.answers.${value === true ? 'yes' : 'no'}`)}</>;
}

function StoreType({ value }: { value: unknown }) {
  const translate = useTranslate();
  const type = String(value ?? '');
  return <>{translate(`${T}.store_types.${type}`, { _: type })}</>;
}

/** `/sales/storesurvey`: the surveys, newest first; search by store name, kind, province and interest. */
export default function StoreSurveyList() {
  const deleteFailure = useFailureNotification(`${T}.notifications.delete_failed`);
  return (
    <ResourceList filters={filters} exportColumns={exportColumns}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="ImageUrl" disableSort>
          <Thumbnail source="ImageUrl" />
        </DataTable.Col>
        <DataTable.Col source="storename" />
        <DataTable.Col source="storetype" render={(record) => <StoreType value={record.storetype} />} />
        <DataTable.Col source="contactname" />
        <DataTable.Col source="contactphoneNo" disableSort>
          <PersonalText source="contactphoneNo" kind="phone" />
        </DataTable.Col>
        <DataTable.Col source="province" />
        <DataTable.Col source="district" />
        <DataTable.Col source="isinterested" render={(record) => <Answer value={record.isinterested} />} />
        <DataTable.Col source="isDownloaded" render={(record) => <Answer value={record.isDownloaded} />} />
        <DataTable.Col source="isLearned" render={(record) => <Answer value={record.isLearned} />} />
        <DataTable.Col source="operator" />
        <DataTable.Col disableSort label="">
          <Stack direction="row" alignItems="center">
            <RegisterStoreButton />
            <EditDeleteButtons onDeleteError={deleteFailure} />
          </Stack>
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
