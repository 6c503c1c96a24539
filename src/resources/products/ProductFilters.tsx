import { CategoryInput } from '../categories/CategoryInput';
import { SearchFilter } from '../shared/SearchFilter';
import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { SubcategoryOfCategoryInput } from '../subcategories/SubcategoryOfCategoryInput';

/** Name, category, sub-category and brand; react-admin keeps them across visits (its store). */
export const productFilters = [
  <SearchFilter key="q" source="ProductName" alwaysOn placeholder="resources.products.fields.ProductName" />,
  <CategoryInput key="category" source="ProductCategoryId" alwaysOn />,
  <SubcategoryOfCategoryInput
    key="subcategory"
    source="ProductSubCategoryId"
    categorySource="ProductCategoryId"
    label="resources.products.fields.ProductSubCategoryId"
    alwaysOn
  />,
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
