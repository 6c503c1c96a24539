import { ContactFields } from '../shared/domain/partners/PartnerParts';
import { PartnerShow } from '../shared/domain/partners/PartnerShow';

/** `/groceries/:id/show` (legacy `/grocery/gc-detail?GroceryId=`): profile and address, users, bank account. */
export default function GroceryShow() {
  return (
    <PartnerShow
      kind="Grocery"
      businessTypes="grocery-business-types"
      users="grocery-users"
      bankAccounts="grocery-bank-accounts"
      licences="grocery-alcohol"
    >
      <ContactFields kind="Grocery" />
    </PartnerShow>
  );
}
