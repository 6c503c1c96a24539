import InventoryIcon from '@mui/icons-material/Inventory2';
import { Alert, Stack } from '@mui/material';
import { Link } from 'react-router-dom';
import {
  Button,
  Pagination,
  ReferenceManyField,
  TabbedShowLayout,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { SellerProductTable } from '../shared/domain/sellerProducts/SellerProductTable';
import { PriceUploadButton } from '../shared/domain/sellerProducts/upload/PriceUploadButton';
import { ContactFields, PartnerField } from '../shared/domain/partners/PartnerParts';
import { PartnerShow } from '../shared/domain/partners/PartnerShow';
import { ThaiIdField } from '../shared/personal/ThaiIdField';

/** The supplier's products on their own screen, with its search and filters. */
function ProductsButton() {
  const record = useRecordContext();
  if (!record) return null;
  const search = new URLSearchParams({ filter: JSON.stringify({ SupplierId: record.id }) });
  return (
    <Button component={Link} to={`/seller-products?${search}`} label="resources.suppliers.open_products">
      <InventoryIcon />
    </Button>
  );
}

/**
 * The supplier's products, ten a page, each edited in place; a button opens them with filters,
 * another updates their prices and stock from a spreadsheet.
 */
function ProductsTab() {
  const translate = useTranslate();
  const record = useRecordContext();
  return (
    <Stack spacing={1} data-testid="supplier-products">
      <ReferenceManyField
        reference="seller-products"
        target="SupplierId"
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10]} />}
      >
        <SellerProductTable
          empty={<Alert severity="info">{translate('resources.suppliers.no_products')}</Alert>}
        />
      </ReferenceManyField>
      <Stack direction="row" spacing={1}>
        <ProductsButton />
        <PriceUploadButton supplierId={record ? String(record.id) : undefined} />
      </Stack>
    </Stack>
  );
}

/** `/suppliers/:id/show` (legacy `/wholesale/ws-detail?SupplierId=`): profile and address, products, users, bank account, licence. */
export default function SupplierShow() {
  return (
    <PartnerShow
      kind="Supplier"
      businessTypes="supplier-business-types"
      users="supplier-users"
      bankAccounts="supplier-bank-accounts"
      licences="supplier-alcohol"
      extraTab={
        <TabbedShowLayout.Tab label="resources.suppliers.products" path="products">
          <ProductsTab />
        </TabbedShowLayout.Tab>
      }
    >
      <PartnerField label="TaxId">
        <ThaiIdField source="TaxId" kind="tax" />
      </PartnerField>
      <ContactFields kind="Supplier" />
    </PartnerShow>
  );
}
