import { AutocompleteInput, ReferenceInput, SelectInput } from 'react-admin';
import { MasterDataList } from '../shared/domain/masterData/MasterDataList';

/** `/master-data/address/province`: the provinces of a region, each to rename; a new one in the chosen region. */
export function ProvinceScreen() {
  return (
    <MasterDataList
      resource="provinces"
      nameField="ProvinceName"
      title="resources.provinces.master.title"
      editable
      parent={{
        source: 'RegionId',
        name: 'resources.regions.master.entity',
        input: (
          <ReferenceInput key="RegionId" source="RegionId" reference="regions" alwaysOn>
            <SelectInput optionText="RegionName" label="resources.provinces.fields.RegionId" />
          </ReferenceInput>
        ),
      }}
    />
  );
}

/** `/master-data/address/district`: the districts of a province. */
export function DistrictScreen() {
  return (
    <MasterDataList
      resource="districts"
      nameField="DistrictName"
      title="resources.districts.master.title"
      editable
      parent={{
        source: 'ProvinceId',
        name: 'resources.provinces.master.entity',
        input: (
          <ReferenceInput key="ProvinceId" source="ProvinceId" reference="provinces" alwaysOn perPage={100}>
            <AutocompleteInput optionText="ProvinceName" label="resources.districts.fields.ProvinceId" />
          </ReferenceInput>
        ),
      }}
    />
  );
}

/** `/master-data/address/sub-district`: the sub-districts of a district, with their zip codes. */
export function SubDistrictScreen() {
  return (
    <MasterDataList
      resource="sub-districts"
      nameField="SubDistrictName"
      title="resources.sub-districts.master.title"
      editable
      parent={{
        source: 'DistrictId',
        name: 'resources.districts.master.entity',
        input: (
          <ReferenceInput key="DistrictId" source="DistrictId" reference="districts" alwaysOn perPage={50}>
            <AutocompleteInput optionText="DistrictName" label="resources.sub-districts.fields.DistrictId" />
          </ReferenceInput>
        ),
      }}
    />
  );
}
