import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { productSearchFilters } from '../shared/domain/catalogue/productSearchFilters';

/** Name, category, sub-category and brand; react-admin keeps them across visits (its store). */
export const productFilters = [
  ...productSearchFilters('products', {
    name: 'ProductName',
    category: 'ProductCategoryId',
    subCategory: 'ProductSubCategoryId',
  }),
  <ReferenceInput
    key="brand"
    source="BrandId"
    reference="brands"
    alwaysOn
    sort={{ field: 'BrandTitle', order: 'ASC' }}
  >
    <AutocompleteInput optionText="BrandTitle" filterToQuery={(q) => ({ q })} sx={{ minWidth: 220 }} />
  </ReferenceInput>,
];
