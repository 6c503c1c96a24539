import { encryptField, makeIv } from '../../api/crypto';
import { makeThaiId } from '../../api/thaiId';
import { DEMO_CRYPTO_KEYS } from '../../demo/kit/cryptoKeys';
import { seedImageUrl } from '../../demo/kit/files';
import { createRandom } from '../../demo/kit/random';
import { fullAddresses } from '../../demo/kit/thaiAddresses';
import { CONTACT_FIRST_NAMES, CONTACT_LAST_NAMES, SHOP_WORDS, STREETS } from '../../demo/kit/thaiNames';
import { BANKS } from '../banks/bankData';
import { seedRegions } from '../regions/demoSeed';
import type { SupplierWire } from './supplierData';

/** Wholesale business types (master data), ids as the supplier records' BusinessTypeCode. */
export const seedSupplierBusinessTypes = [
  'ค้าส่งสินค้าอุปโภคบริโภค',
  'ค้าส่งเครื่องดื่ม',
  'ค้าส่งอาหารสด',
  'ค้าส่งขนมและลูกอม',
  'ผู้ผลิต',
  'ตัวแทนจำหน่าย',
].map((name, index) => ({ BusinessTypeId: index + 1, BusinessType: name }));

const regionName = (id: number) => seedRegions.find((region) => region.RegionId === id)?.RegionName ?? '';

const digits = (random: ReturnType<typeof createRandom>, count: number) =>
  Array.from({ length: count }, () => random.int(0, 9)).join('');

/**
 * Three hundred wholesalers across Thailand, on the real address book, with valid citizen and tax
 * ids and their e-mail and phone encrypted with the demo's profile key (so reveal works).
 */
export function seedSuppliers(): SupplierWire[] {
  const random = createRandom(3101);
  const addresses = fullAddresses(regionName);
  const hex = (length: number) => Array.from({ length }, () => random.int(0, 15).toString(16)).join('');
  return Array.from({ length: 300 }, (_, index) => {
    const place = random.pick(addresses);
    const first = random.pick(CONTACT_FIRST_NAMES);
    const last = random.pick(CONTACT_LAST_NAMES);
    const word = random.pick(SHOP_WORDS);
    const form = index % 3;
    const name =
      form === 0
        ? `ร้าน${word} ${place.ProvinceName}`
        : form === 1
          ? `บริษัท ${word}${last} จำกัด`
          : `ห้างหุ้นส่วนจำกัด ${word} ${place.DistrictName}`;
    const iv = makeIv(index + 1);
    const phone = `0${random.pick(['6', '8', '9'])}${digits(random, 8)}`;
    const email = `${['sales', 'order', 'contact', 'info'][index % 4]}${index + 1}@${['gmail.com', 'hotmail.com', 'ws-shop.co.th'][index % 3]}`;
    const citizenId = makeThaiId(9000 + index, random.int(1, 3));
    return {
      SupplierId: `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`,
      SupplierName: name,
      CitizenId: citizenId,
      // A company's tax id is its own (0-prefixed juristic number); a shop's is its owner's citizen id.
      TaxId: form === 0 ? citizenId : makeThaiId(5000 + index, 0),
      ContactName: `${first} ${last}`,
      SupplierProfileImage: seedImageUrl('supplier', index + 1),
      SupplierAddressId: index + 1,
      Address: `${random.int(1, 299)}/${random.int(1, 99)} ${random.pick(STREETS)}`,
      Address2: random.chance(0.3) ? `หมู่ ${random.int(1, 12)}` : '',
      SubDistrictId: place.SubDistrictId,
      SubDistrictName: place.SubDistrictName,
      DistrictId: place.DistrictId,
      DistrictName: place.DistrictName,
      ProvinceId: place.ProvinceId,
      ProvinceName: place.ProvinceName,
      RegionId: place.RegionId,
      RegionName: place.RegionName,
      ZipCode: place.ZipCode,
      BusinessTypeCode: String(random.int(1, seedSupplierBusinessTypes.length)),
      // One in ten has not registered a bank account yet.
      SupplierBankAccId: index % 10 === 9 ? null : index + 1,
      Email: encryptField(email, iv, 'profile', DEMO_CRYPTO_KEYS),
      Phoneno: encryptField(phone, iv, 'profile', DEMO_CRYPTO_KEYS),
      Iv: iv,
    };
  });
}

const encrypt = (plain: string, iv: string) => encryptField(plain, iv, 'profile', DEMO_CRYPTO_KEYS);

/** Each supplier's account users: the owner, and staff for some. Fields assumed (docs/api.md). */
export function seedSupplierUsers(suppliers: readonly SupplierWire[]) {
  const random = createRandom(3102);
  let next = 1;
  return suppliers.flatMap((supplier, index) =>
    Array.from({ length: 1 + (index % 3) }, (_, position) => {
      const id = next++;
      const iv = makeIv(100_000 + id);
      const name =
        position === 0
          ? supplier.ContactName
          : `${random.pick(CONTACT_FIRST_NAMES)} ${random.pick(CONTACT_LAST_NAMES)}`;
      return {
        SupplierUserId: id,
        SupplierId: supplier.SupplierId,
        FullName: name,
        Username: `ws${String(id).padStart(5, '0')}`,
        Role: position === 0 ? 'OWNER' : 'STAFF',
        IsActive: position === 0 || random.chance(0.8),
        Email: encrypt(`user${id}@ws-shop.co.th`, iv),
        Phoneno: encrypt(`0${random.pick(['6', '8', '9'])}${digits(random, 8)}`, iv),
        Iv: iv,
      };
    }),
  );
}

/** The bank accounts the suppliers registered (spec §3 bank account), number and name encrypted. */
export function seedSupplierBankAccounts(suppliers: readonly SupplierWire[]) {
  const random = createRandom(3103);
  return suppliers
    .filter((supplier) => supplier.SupplierBankAccId !== null)
    .map((supplier) => {
      const bank = random.pick(BANKS.filter((candidate) => candidate.BankCode !== 'TRUEWALLET'));
      const iv = makeIv(200_000 + Number(supplier.SupplierBankAccId));
      return {
        SupplierBankAccId: supplier.SupplierBankAccId,
        SupplierId: supplier.SupplierId,
        AccountNumber: encrypt(digits(random, 10), iv),
        AccountName: encrypt(supplier.SupplierName, iv),
        BankName: bank.NameTh,
        LogoImgUrl: bank.Logo,
        BranchCode: digits(random, 4),
        NameForFinance: supplier.ContactName,
        Iv: iv,
      };
    });
}
