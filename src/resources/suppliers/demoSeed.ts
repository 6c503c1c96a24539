import { makeIv } from '../../api/crypto';
import { makeThaiId } from '../../api/thaiId';
import { seedImageUrl } from '../../demo/kit/files';
import { createRandom } from '../../demo/kit/random';
import { fullAddresses } from '../../demo/kit/thaiAddresses';
import {
  encryptProfile,
  seedAddress,
  seedContactName,
  seedPartnerBankAccounts,
  seedPartnerUsers,
  seedPhone,
  seedRegistrationDays,
  seedUuid,
} from '../../demo/kit/partners';
import { SHOP_WORDS } from '../../demo/kit/thaiNames';
import { BANKS } from '../shared/domain/finance/banks';
import type { SupplierWire } from '../shared/domain/partners/partnerWire';

/** Wholesale business types (master data), ids as the supplier records' BusinessTypeCode. */
export const seedSupplierBusinessTypes = [
  'ค้าส่งสินค้าอุปโภคบริโภค',
  'ค้าส่งเครื่องดื่ม',
  'ค้าส่งอาหารสด',
  'ค้าส่งขนมและลูกอม',
  'ผู้ผลิต',
  'ตัวแทนจำหน่าย',
].map((name, index) => ({ BusinessTypeId: index + 1, BusinessType: name }));

/** The demo's sales staff (the sales role's people). */
const SALES_USERS = ['ธนากร ศรีสุข', 'ปิยะนุช วงศ์ไทย', 'อนุชา รุ่งเรือง', 'กาญจนา มั่นคง', 'วีระพงษ์ ทองดี'];

/**
 * Three hundred wholesalers across Thailand, on the real address book, with valid citizen and tax
 * ids and their e-mail and phone encrypted with the demo's profile key (so reveal works).
 */
export function seedSuppliers(): SupplierWire[] {
  const random = createRandom(3101);
  const addresses = fullAddresses();
  const registered = seedRegistrationDays(3104, 300);
  return Array.from({ length: 300 }, (_, index) => {
    const place = seedAddress(random, random.pick(addresses));
    const contact = seedContactName(random);
    const word = random.pick(SHOP_WORDS);
    const form = index % 3;
    const name =
      form === 0
        ? `ร้าน${word} ${place.ProvinceName}`
        : form === 1
          ? `บริษัท ${word}${contact.split(' ')[1]} จำกัด`
          : `ห้างหุ้นส่วนจำกัด ${word} ${place.DistrictName}`;
    const iv = makeIv(index + 1);
    const email = `${['sales', 'order', 'contact', 'info'][index % 4]}${index + 1}@${['gmail.com', 'hotmail.com', 'ws-shop.co.th'][index % 3]}`;
    const citizenId = makeThaiId(9000 + index, random.int(1, 3));
    return {
      SupplierId: seedUuid(random),
      SupplierName: name,
      CitizenId: citizenId,
      // A company's tax id is its own (0-prefixed juristic number); a shop's is its owner's citizen id.
      TaxId: form === 0 ? citizenId : makeThaiId(5000 + index, 0),
      // Most are registered at their head office; a company with branches prints its branch's number.
      TaxBranchNo: form !== 0 && index % 10 === 4 ? String(1 + (index % 3)).padStart(5, '0') : '00000',
      ContactName: contact,
      SupplierProfileImage: seedImageUrl('supplier', index + 1),
      SupplierAddressId: index + 1,
      RegisteredAt: registered[index],
      ...place,
      BusinessTypeCode: String(random.int(1, seedSupplierBusinessTypes.length)),
      // Each sales user looks after a region, a neighbour's too; a few suppliers have none yet.
      SalesUserName:
        index % 25 === 24 ? '' : SALES_USERS[(place.RegionId + (index % 2)) % SALES_USERS.length],
      // One in ten has not registered a bank account yet.
      SupplierBankAccId: index % 10 === 9 ? null : index + 1,
      Email: encryptProfile(email, iv),
      Phoneno: encryptProfile(seedPhone(random), iv),
      Iv: iv,
    };
  });
}

/** Each supplier's account users: the owner, and staff for some. */
export const seedSupplierUsers = (suppliers: readonly SupplierWire[]) =>
  seedPartnerUsers(suppliers, {
    seed: 3102,
    partnerId: 'SupplierId',
    userId: 'SupplierUserId',
    usernamePrefix: 'ws',
    ivBase: 100_000,
    count: (index) => 1 + (index % 3),
  });

/** The bank accounts the suppliers registered. */
export const seedSupplierBankAccounts = (suppliers: readonly SupplierWire[]) =>
  seedPartnerBankAccounts(suppliers, {
    seed: 3103,
    partnerId: 'SupplierId',
    accountId: 'SupplierBankAccId',
    ivBase: 200_000,
    bankChoices: BANKS.filter((bank) => bank.BankCode !== 'TRUEWALLET'),
    accountName: (supplier) => supplier.SupplierName,
  });
