import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';

export interface PickedSupplier {
  id: string;
  name: string;
}

/** A supplier searched by name (the supplier list's own search), or none for every supplier. */
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
  const { data = [], isFetching } = useGetList('suppliers', {
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'SupplierName', order: 'ASC' },
    filter: search ? { q: search } : {},
  });
  const options = data.map((supplier) => ({ id: String(supplier.id), name: String(supplier.SupplierName) }));
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
      onChange={(_event, supplier) => onChange(supplier)}
      onInputChange={(_event, text, reason) => reason === 'input' && setSearch(text)}
      noOptionsText={translate('ra.navigation.no_results')}
      renderInput={(params) => <TextField {...params} label={translate(label)} />}
    />
  );
}
