import InventoryIcon from '@mui/icons-material/Inventory2';
import { Link } from 'react-router-dom';
import { Button, useRecordContext } from 'react-admin';
import { PartnerField, Sensitive } from '../shared/partner/PartnerParts';
import { PartnerShow } from '../shared/partner/PartnerShow';
import { ThaiIdField } from '../shared/ThaiIdField';

/** The supplier's products, on their own list filtered to this supplier. */
function ProductsButton() {
  const record = useRecordContext();
  if (!record) return null;
  const search = new URLSearchParams({ filter: JSON.stringify({ SupplierId: record.id }) });
  return (
    <Button component={Link} to={`/seller-products?${search}`} label="resources.suppliers.products">
      <InventoryIcon />
    </Button>
  );
}

/** `/suppliers/:id/show` (legacy `/wholesale/ws-detail?SupplierId=`): profile and address, users, bank account. */
export default function SupplierShow() {
  return (
    <PartnerShow
      kind="Supplier"
      businessTypes="supplier-business-types"
      users="supplier-users"
      bankAccounts="supplier-bank-accounts"
      actions={<ProductsButton />}
    >
      <PartnerField label="TaxId">
        <ThaiIdField source="TaxId" kind="tax" />
      </PartnerField>
      <Sensitive source="Phoneno" mask="phone" revealTo="contact" />
      <Sensitive source="Email" mask="email" revealTo="contact" />
    </PartnerShow>
  );
}
