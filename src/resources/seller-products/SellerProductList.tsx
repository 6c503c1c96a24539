import { Alert } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { ResourceList } from '../shared/ui/ResourceList';
import { PartnerInput } from '../shared/domain/partners/PartnerInput';
import { productSearchFilters } from '../shared/domain/catalogue/productSearchFilters';
import { SellerProductTable } from '../shared/domain/sellerProducts/SellerProductTable';
import { sellerProductColumns } from '../shared/domain/sellerProducts/sellerProductColumns';
import { PriceUploadButton } from '../shared/domain/sellerProducts/upload/PriceUploadButton';

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

/** The CSV: the supplier's products with their stock as shown (also what the price upload reads). */
export const exportColumns = sellerProductColumns;

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

/** Prices and stock from a spreadsheet, for the supplier the list shows. */
function ListPriceUpload() {
  const { filterValues } = useListContext();
  const supplierId = filterValues.SupplierId as string | undefined;
  return <PriceUploadButton supplierId={supplierId || undefined} />;
}

/** `/seller-products` (legacy `/wholesale/ws-editproduct`): one supplier's products, edited in place. */
export default function SellerProductList() {
  return (
    <ResourceList filters={filters} exportColumns={exportColumns} empty={false} actions={<ListPriceUpload />}>
      <SellerProductTable empty={<Empty />} />
    </ResourceList>
  );
}
