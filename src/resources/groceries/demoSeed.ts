import { makeIv } from '../../api/crypto';
import { makeThaiId } from '../../api/thaiId';
import { seedImageUrl } from '../../demo/kit/files';
import {
  encryptProfile,
  seedAddress,
  seedContactName,
  seedGroceryName,
  seedPartnerBankAccounts,
  seedPartnerUsers,
  seedPhone,
  seedRegistrationDays,
  seedUuid,
} from '../../demo/kit/partners';
import { createRandom } from '../../demo/kit/random';
import { fullAddresses } from '../../demo/kit/thaiAddresses';
import { BANKS } from '../shared/domain/finance/banks';
import type { GroceryWire } from '../shared/domain/partners/partnerWire';

/** Grocery business types (master data), by code. */
export const seedGroceryBusinessTypes = [
  ['GC01', 'ร้านโชห่วย'],
  ['GC02', 'มินิมาร์ท'],
  ['GC03', 'ร้านขายของชำในตลาด'],
  ['GC04', 'ร้านค้าสวัสดิการ'],
  ['GC05', 'ร้านอาหารตามสั่ง'],
].map(([code, name]) => ({ BusinessTypeCode: code, BusinessType: name }));

/** Four hundred grocery stores across Thailand, on the real address book, contacts encrypted. */
export function seedGroceries(): GroceryWire[] {
  const random = createRandom(6101);
  const addresses = fullAddresses();
  const registered = seedRegistrationDays(6104, 400);
  return Array.from({ length: 400 }, (_, index) => {
    const place = seedAddress(random, random.pick(addresses));
    const contact = seedContactName(random);
    const name = seedGroceryName(random, contact, place);
    const iv = makeIv(300_000 + index);
    return {
      GroceryId: seedUuid(random),
      GroceryName: name,
      RegisteredAt: registered[index],
      ContactName: contact,
      ContactphoneNo: encryptProfile(seedPhone(random), iv),
      Email: encryptProfile(`shop${index + 1}@${['gmail.com', 'hotmail.com', 'yahoo.co.th'][index % 3]}`, iv),
      Iv: iv,
      CitizenId: makeThaiId(20_000 + index, random.int(1, 3)),
      GroceryProfileImage: seedImageUrl('grocery', index + 1),
      GroceryPictureNo: index + 1,
      ...place,
      BusinessTypeCode: random.pick(seedGroceryBusinessTypes).BusinessTypeCode,
      GroceryBankAccId: index % 4 === 3 ? null : index + 1,
    };
  });
}

/** Each store's account users: the owner, and a helper for some. */
export const seedGroceryUsers = (groceries: readonly GroceryWire[]) =>
  seedPartnerUsers(groceries, {
    seed: 6102,
    partnerId: 'GroceryId',
    userId: 'GroceryUserId',
    usernamePrefix: 'gc',
    ivBase: 400_000,
    count: (index) => 1 + (index % 2),
  });

/** The bank accounts the stores registered. */
export const seedGroceryBankAccounts = (groceries: readonly GroceryWire[]) =>
  seedPartnerBankAccounts(groceries, {
    seed: 6103,
    partnerId: 'GroceryId',
    accountId: 'GroceryBankAccId',
    ivBase: 500_000,
    bankChoices: BANKS,
    accountName: (grocery) => grocery.ContactName,
  });
