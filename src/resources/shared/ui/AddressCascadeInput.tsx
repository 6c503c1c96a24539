import { Box } from '@mui/material';
import { AutocompleteInput, required, TextInput, useGetList, type RaRecord } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

/** The form fields that hold each level's name, and the zip code. */
export interface AddressFields {
  region: string;
  province: string;
  district: string;
  subDistrict: string;
  zipCode: string;
}

interface Level {
  resource: 'regions' | 'provinces' | 'districts' | 'sub-districts';
  name: string;
  /** The parent's id field, by which this level's list is asked. */
  parentField?: string;
  idField: string;
}

const LEVELS: readonly Level[] = [
  { resource: 'regions', name: 'RegionName', idField: 'RegionId' },
  { resource: 'provinces', name: 'ProvinceName', parentField: 'RegionId', idField: 'ProvinceId' },
  { resource: 'districts', name: 'DistrictName', parentField: 'ProvinceId', idField: 'DistrictId' },
  { resource: 'sub-districts', name: 'SubDistrictName', parentField: 'DistrictId', idField: 'SubDistrictId' },
];

const WHOLE_LIST = { pagination: { page: 1, perPage: 10_000 } } as const;

/** The id of the record a name picks, among the level's choices. */
export const idOfName = (records: readonly RaRecord[] | undefined, level: Level, name: unknown) =>
  name ? records?.find((record) => record[level.name] === name)?.[level.idField] : undefined;

/**
 * An address chosen as the master data's cascade (docs/api.md, "Partners"): region → province (`regionId`) →
 * district (`provinceId`) → sub-district (`districtId`), which fills the zip code. The form keeps
 * each level's name (what a survey stores); the ids that ask the next level are found by name.
 * Choosing a level again empties the levels below it, so no address mixes two places.
 */
export function AddressCascadeInput({
  fields,
  labels,
  zipCodeValidate,
  zipCodeHelper,
}: {
  fields: AddressFields;
  /** Translation keys of the five inputs' labels, by the same names as `fields`. */
  labels: AddressFields;
  zipCodeValidate?: (value: unknown) => string | undefined;
  zipCodeHelper?: string;
}) {
  const { setValue } = useFormContext();
  const order = [fields.region, fields.province, fields.district, fields.subDistrict];
  const names: unknown[] = useWatch({ name: order });
  const regions = useGetList('regions', { ...WHOLE_LIST, sort: { field: 'RegionId', order: 'ASC' } });
  const regionId = idOfName(regions.data, LEVELS[0], names[0]);
  const provinces = useLevel(LEVELS[1], regionId);
  const provinceId = idOfName(provinces.data, LEVELS[1], names[1]);
  const districts = useLevel(LEVELS[2], provinceId);
  const districtId = idOfName(districts.data, LEVELS[2], names[2]);
  const subDistricts = useLevel(LEVELS[3], districtId);
  const lists = [regions, provinces, districts, subDistricts];
  const labelOf = [labels.region, labels.province, labels.district, labels.subDistrict];
  const parentChosen = [true, regionId !== undefined, provinceId !== undefined, districtId !== undefined];

  /** A new choice at one level: the levels below start again, and a sub-district brings its zip code. */
  const chosen = (index: number, record: RaRecord | undefined) => {
    const dirty = { shouldDirty: true, shouldValidate: false };
    for (const below of order.slice(index + 1)) setValue(below, '', dirty);
    if (index >= 3)
      setValue(fields.zipCode, String(record?.ZipCode ?? ''), { ...dirty, shouldValidate: true });
    else setValue(fields.zipCode, '', dirty);
  };

  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, width: '100%' }}
    >
      {LEVELS.map((level, index) => (
        <AutocompleteInput
          key={level.resource}
          source={order[index]}
          label={labelOf[index]}
          choices={lists[index].data ?? []}
          optionValue={level.name}
          optionText={level.name}
          isPending={parentChosen[index] && lists[index].isPending}
          disabled={!parentChosen[index]}
          validate={required()}
          onChange={(_value: unknown, record: RaRecord | '') => chosen(index, record || undefined)}
          fullWidth
        />
      ))}
      <TextInput
        source={fields.zipCode}
        label={labels.zipCode}
        validate={zipCodeValidate ? [required(), zipCodeValidate] : required()}
        helperText={zipCodeHelper}
        fullWidth
      />
    </Box>
  );
}

/** A level's records, asked only once its parent is chosen. */
function useLevel(level: Level, parentId: unknown) {
  return useGetList(
    level.resource,
    {
      ...WHOLE_LIST,
      sort: { field: level.name, order: 'ASC' },
      filter: { [level.parentField!]: parentId },
    },
    { enabled: parentId !== undefined },
  );
}
