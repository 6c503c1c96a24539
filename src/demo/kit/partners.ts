import { encryptField, makeIv } from '../../api/crypto';
import { DEMO_CRYPTO_KEYS } from './cryptoKeys';
import { createRandom } from './random';
import { DAY, startOfDay, wallTime, wireDay } from './wallClock';
import { CONTACT_FIRST_NAMES, CONTACT_LAST_NAMES, SHOP_WORDS, STREETS } from './thaiNames';

type Random = ReturnType<typeof createRandom>;

export const seedContactName = (random: Random) =>
  `${random.pick(CONTACT_FIRST_NAMES)} ${random.pick(CONTACT_LAST_NAMES)}`;

export const seedDigits = (random: Random, count: number) =>
  Array.from({ length: count }, () => random.int(0, 9)).join('');

export const seedPhone = (random: Random) => `0${random.pick(['6', '8', '9'])}${seedDigits(random, 8)}`;

/** A grocery store is named after its owner ("ร้านป้าสมศรี") or its kind and place ("มินิมาร์ทเจริญค้าส่ง"). */
const OWNER_TITLES = ['ร้านป้า', 'ร้านลุง', 'ร้านเจ๊'];
const STORE_KINDS = ['ร้านชำ', 'ร้านค้า', 'มินิมาร์ท'];

export const seedGroceryName = (
  random: Random,
  contact: string,
  place: { SubDistrictName: string; DistrictName: string },
) =>
  random.chance(0.5)
    ? `${random.pick(OWNER_TITLES)}${contact.split(' ')[0]} ${place.SubDistrictName}`
    : `${random.pick(STORE_KINDS)}${random.pick(SHOP_WORDS)} ${place.DistrictName}`;

export function seedAddress<Place extends object>(random: Random, place: Place) {
  return {
    Address: `${random.int(1, 299)}/${random.int(1, 99)} ${random.pick(STREETS)}`,
    Address2: random.chance(0.3) ? `หมู่ ${random.int(1, 12)}` : '',
    ...place,
  };
}

export const encryptProfile = (plain: string, iv: string) =>
  encryptField(plain, iv, 'profile', DEMO_CRYPTO_KEYS);

export function seedUuid(random: Random): string {
  const hex = (length: number) => Array.from({ length }, () => random.int(0, 15).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
}

interface UsersOptions<P> {
  seed: number;
  partnerId: keyof P & string;
  userId: string;
  usernamePrefix: string;
  /** Where the users' vectors start, apart from every other seed's. */
  ivBase: number;
  count: (index: number) => number;
}

/** Fields assumed (docs/api.md). */
export function seedPartnerUsers<P extends { ContactName: string }>(
  partners: readonly P[],
  options: UsersOptions<P>,
) {
  const random = createRandom(options.seed);
  let next = 1;
  return partners.flatMap((partner, index) =>
    Array.from({ length: options.count(index) }, (_, position) => {
      const id = next++;
      const iv = makeIv(options.ivBase + id);
      return {
        [options.userId]: id,
        [options.partnerId]: partner[options.partnerId],
        FullName: position === 0 ? partner.ContactName : seedContactName(random),
        Username: `${options.usernamePrefix}${String(id).padStart(5, '0')}`,
        Role: position === 0 ? 'OWNER' : 'STAFF',
        IsActive: position === 0 || random.chance(0.8),
        Phoneno: encryptProfile(seedPhone(random), iv),
        Iv: iv,
      };
    }),
  );
}

interface BankAccountsOptions<P> {
  seed: number;
  partnerId: keyof P & string;
  accountId: keyof P & string;
  ivBase: number;
  bankChoices: readonly { NameTh: string; Logo: string }[];
  accountName: (partner: P) => string;
}

export function seedPartnerBankAccounts<P extends { ContactName: string }>(
  partners: readonly P[],
  options: BankAccountsOptions<P>,
) {
  const random = createRandom(options.seed);
  return partners
    .filter((partner) => partner[options.accountId] !== null)
    .map((partner) => {
      const bank = random.pick(options.bankChoices);
      const iv = makeIv(options.ivBase + Number(partner[options.accountId]));
      return {
        [options.accountId]: partner[options.accountId],
        [options.partnerId]: partner[options.partnerId],
        AccountNumber: encryptProfile(seedDigits(random, 10), iv),
        AccountName: encryptProfile(options.accountName(partner), iv),
        BankName: bank.NameTh,
        LogoImgUrl: bank.Logo,
        BranchCode: seedDigits(random, 4),
        NameForFinance: partner.ContactName,
        Iv: iv,
      };
    });
}

/** About one in sixteen this month; its own generator, so adding it left every other seeded value as it was. */
export function seedRegistrationDays(seed: number, count: number, now: number = wallTime()): string[] {
  const random = createRandom(seed);
  const today = startOfDay(now);
  const dayOfMonth = new Date(today).getUTCDate();
  return Array.from({ length: count }, () =>
    wireDay(
      today - (random.chance(1 / 16) ? random.int(0, dayOfMonth - 1) : random.int(dayOfMonth, 900)) * DAY,
    ),
  );
}
