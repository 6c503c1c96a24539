import { Alert } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { ResourceList } from '../shared/ResourceList';
import { PartnerInput } from '../shared/partner/PartnerInput';
import type { ExportColumn } from '../shared/export/columns';
import { productSearchFilters } from '../shared/catalogue/productSearchFilters';
import { SellerProductTable } from '../shared/sellerProducts/SellerProductTable';
import { statusChoices } from './sellerProductData';

const filters = [
  <PartnerInput
    key="supplier"
    kind="suppliers"
    source="SupplierId"
    alwaysOn
    label="resources.seller-products.fields.SupplierId"
    sx={{ minWidth: 280 }}
  />,
  ...productSearchFilters('seller-products', {
    name: 'ProductName',
    category: 'ProductCategoryId',
    subCategory: 'ProductSubCategoryId',
  }),
];

/** The CSV: the supplier's products with their stock as shown. */
export const exportColumns: ExportColumn[] = [
  { source: 'ProductName' },
  { source: 'ProductCategoryName' },
  { source: 'ProductSubCategoryName' },
  { source: 'ProductStatus', kind: 'choice', choices: statusChoices() },
  { source: 'Quantity', kind: 'number' },
  { source: 'UnitPrice', kind: 'money' },
];

/** Until a supplier is chosen the list has nothing to show; then an empty result says so. */
function Empty() {
  const { filterValues } = useListContext();
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ m: 2 }} data-testid="seller-products-empty">
      {translate(
        filterValues.SupplierId
          ? 'resources.seller-products.no_products'
          : 'resources.seller-products.choose_supplier',
      )}
    </Alert>
  );
}

/** `/seller-products` (legacy `/wholesale/ws-editproduct`): one supplier's products, edited in place. */
export default function SellerProductList() {
  return (
    <ResourceList filters={filters} exportColumns={exportColumns} empty={false}>
      <SellerProductTable empty={<Empty />} />
    </ResourceList>
  );
}
