import { Autocomplete, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { partnerLabels } from '../shared/domain/partners/partnerLabel';
import { PartnerText } from '../shared/domain/partners/PartnerText';

export interface PickedSupplier {
  id: string;
  name: string;
}

/**
 * A supplier searched by name (the supplier list's own search), or none for every supplier. Each
 * option has the second line that tells suppliers of the same name apart (docs/decisions.md,
 * "Partners with the same name"); the input shows the name alone.
 */
export function SupplierPicker({
  value,
  onChange,
  label,
}: {
  value: PickedSupplier | null;
  onChange: (supplier: PickedSupplier | null) => void;
  label: string;
}) {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const { data, isFetching } = useGetList('suppliers', {
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'SupplierName', order: 'ASC' },
    filter: search ? { q: search } : {},
  });
  const labels = useMemo(() => partnerLabels(data ?? [], 'suppliers'), [data]);
  const options = useMemo(
    () => [...labels].map(([id, { name }]): PickedSupplier => ({ id, name })),
    [labels],
  );
  return (
    <Autocomplete
      size="small"
      sx={{ width: 300 }}
      options={options}
      value={value}
      loading={isFetching}
      filterOptions={(shown) => shown}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(option) => option.name}
      // Two suppliers may share a name: the id keeps their options apart.
      getOptionKey={(option) => option.id}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <PartnerText name={option.name} detail={labels.get(option.id)?.detail ?? []} />
        </li>
      )}
      onChange={(_event, supplier) => onChange(supplier)}
      onInputChange={(_event, text, reason) => reason === 'input' && setSearch(text)}
      noOptionsText={translate('ra.navigation.no_results')}
      renderInput={(params) => <TextField {...params} label={translate(label)} />}
    />
  );
}
