import { seedImageUrl } from '../../demo/kit/files';
import { seedAddress, seedContactName, seedGroceryName, seedPhone } from '../../demo/kit/partners';
import { createRandom } from '../../demo/kit/random';
import { SHOP_WORDS } from '../../demo/kit/thaiNames';
import { fullAddresses } from '../../demo/kit/thaiAddresses';

/** Why a surveyed store did not want to join, as sales staff note it. */
const REASONS = [
  'มีผู้ขายส่งประจำอยู่แล้ว',
  'ยังไม่สะดวกใช้สมาร์ทโฟน',
  'ขอปรึกษาครอบครัวก่อน',
  'กังวลเรื่องค่าธรรมเนียม',
  'ร้านมีแผนจะปิดกิจการ',
  'เจ้าของร้านไม่อยู่ ขอให้กลับมาใหม่',
];

/** Who surveyed: the demo's staff, by the username the app records for a new survey. */
const SURVEYORS = ['sales', 'sales', 'admin'];

export const SURVEY_COUNT = 120;

/**
 * A hundred and twenty surveyed stores on the real address book: mostly grocery stores, some
 * wholesalers; about half want to join, and of those some have the app and learned it already.
 * One in six has no photo yet.
 */
export function seedStoreSurveys() {
  const random = createRandom(7201);
  const addresses = fullAddresses();
  return Array.from({ length: SURVEY_COUNT }, (_, index) => {
    const place = seedAddress(random, random.pick(addresses));
    const contact = seedContactName(random);
    const storetype = random.chance(0.7) ? 'GC' : 'WS';
    const storename =
      storetype === 'GC'
        ? seedGroceryName(random, contact, place)
        : `ร้าน${random.pick(SHOP_WORDS)} ${place.DistrictName}`;
    const isinterested = random.chance(0.55);
    const isDownloaded = isinterested && random.chance(0.6);
    return {
      id: index + 1,
      storename,
      storetype,
      contactname: contact,
      contactphoneNo: seedPhone(random),
      address: [place.Address, place.Address2].filter(Boolean).join(' '),
      subdistrict: place.SubDistrictName,
      district: place.DistrictName,
      region: place.RegionName,
      province: place.ProvinceName,
      zipcode: place.ZipCode,
      isinterested,
      isDownloaded,
      isLearned: isDownloaded && random.chance(0.7),
      reason: isinterested ? '' : random.pick(REASONS),
      operator: random.pick(SURVEYORS),
      ImageUrl: index % 6 === 5 ? '' : seedImageUrl('storesurvey', index + 1),
    };
  });
}
