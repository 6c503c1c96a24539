import type { PackageWire, SupplierPackageWire } from '../shared/domain/catalogue/catalogueWire';
import { createRandom } from '../../demo/kit/random';
import { seedImageUrl } from '../../demo/kit/files';

/** [name, type, price in baht, days, description, active]; a package's id is its position + 1. */
const PACKAGES: [string, PackageWire['PackageType'], number, number, string, boolean][] = [
  ['แบนเนอร์หน้าแรก 7 วัน', 'ADVERTISE', 1500, 7, 'แสดงแบนเนอร์ร้านของคุณบนหน้าแรกของแอปร้านค้าปลีกทั่วประเทศ', true],
  ['แบนเนอร์หน้าแรก 30 วัน', 'ADVERTISE', 5000, 30, 'แบนเนอร์หน้าแรกต่อเนื่องหนึ่งเดือน คุ้มกว่าซื้อรายสัปดาห์', true],
  ['แบนเนอร์หมวดหมู่สินค้า 7 วัน', 'ADVERTISE', 800, 7, 'แสดงแบนเนอร์ในหน้าหมวดหมู่สินค้าที่เลือก 1 หมวด', true],
  ['แบนเนอร์หมวดหมู่สินค้า 30 วัน', 'ADVERTISE', 2900, 30, 'แบนเนอร์ในหน้าหมวดหมู่สินค้าที่เลือกต่อเนื่องหนึ่งเดือน', true],
  ['ป๊อปอัปเปิดแอป 3 วัน', 'ADVERTISE', 2500, 3, 'โฆษณาเต็มจอเมื่อร้านค้าเปิดแอป แสดงวันละไม่เกิน 1 ครั้งต่อร้าน', true],
  ['ป๊อปอัปเปิดแอป 14 วัน', 'ADVERTISE', 9000, 14, 'โฆษณาเต็มจอเมื่อร้านค้าเปิดแอป ต่อเนื่องสองสัปดาห์', true],
  ['สินค้าแนะนำในผลการค้นหา 14 วัน', 'ADVERTISE', 1200, 14, 'สินค้าของคุณขึ้นอันดับต้นเมื่อร้านค้าค้นหาคำที่เกี่ยวข้อง', true],
  ['สินค้าแนะนำในผลการค้นหา 30 วัน', 'ADVERTISE', 2200, 30, 'สินค้าแนะนำในผลการค้นหาต่อเนื่องหนึ่งเดือน', true],
  ['แจ้งเตือนถึงร้านค้าทั่วประเทศ', 'ADVERTISE', 3500, 1, 'ส่งข้อความแจ้งเตือนโปรโมชันถึงร้านค้าปลีกทุกร้านในระบบ 1 ครั้ง', true],
  ['แจ้งเตือนถึงร้านค้าเฉพาะภูมิภาค', 'ADVERTISE', 1200, 1, 'ส่งข้อความแจ้งเตือนถึงร้านค้าในภูมิภาคที่เลือก 1 ครั้ง', false],
  ['ป้ายสินค้าลดราคา 7 วัน', 'PROMOTION', 500, 7, 'ติดป้ายลดราคาบนสินค้าที่ร่วมรายการ สูงสุด 20 รายการ', true],
  ['ป้ายสินค้าลดราคา 30 วัน', 'PROMOTION', 1800, 30, 'ติดป้ายลดราคาบนสินค้าที่ร่วมรายการ สูงสุด 50 รายการ', true],
  ['แฟลชเซลล์ประจำสัปดาห์', 'PROMOTION', 1500, 7, 'ร่วมแคมเปญแฟลชเซลล์ทุกวันศุกร์ถึงอาทิตย์', true],
  ['แคมเปญเงินเดือนออก', 'PROMOTION', 2500, 10, 'ร่วมแคมเปญลดราคาช่วงสิ้นเดือนถึงต้นเดือน', true],
  ['คูปองส่วนลดสำหรับร้านค้าใหม่', 'PROMOTION', 1000, 30, 'มอบคูปองส่วนลดให้ร้านค้าที่สั่งซื้อจากคุณเป็นครั้งแรก', true],
  ['ส่งฟรีทั่วประเทศ 30 วัน', 'PROMOTION', 3000, 30, 'แสดงป้ายส่งฟรีบนร้านของคุณ ค่าส่งรับผิดชอบโดยผู้ค้าส่ง', true],
  ['โปรโมชันสงกรานต์', 'PROMOTION', 4000, 20, 'ร่วมแคมเปญเทศกาลสงกรานต์ พร้อมแบนเนอร์ในหน้าแคมเปญ', false],
  ['โปรโมชันปีใหม่', 'PROMOTION', 4000, 31, 'ร่วมแคมเปญส่งท้ายปีเก่าต้อนรับปีใหม่ พร้อมแบนเนอร์ในหน้าแคมเปญ', true],
  ['สมาชิกผู้ค้าส่ง เริ่มต้น รายเดือน', 'SUBSCRIPTION', 299, 30, 'ลงขายสินค้าได้ 200 รายการ รายงานยอดขายพื้นฐาน', true],
  [
    'สมาชิกผู้ค้าส่ง มาตรฐาน รายเดือน',
    'SUBSCRIPTION',
    599,
    30,
    'ลงขายสินค้าได้ 1,000 รายการ รายงานยอดขายและสต็อก',
    true,
  ],
  ['สมาชิกผู้ค้าส่ง โปร รายเดือน', 'SUBSCRIPTION', 1290, 30, 'ลงขายสินค้าไม่จำกัด ผู้ใช้งาน 5 คน รายงานขั้นสูง', true],
  ['สมาชิกผู้ค้าส่ง มาตรฐาน รายไตรมาส', 'SUBSCRIPTION', 1690, 90, 'แพ็กเกจมาตรฐาน 3 เดือน ประหยัดกว่ารายเดือน', true],
  ['สมาชิกผู้ค้าส่ง เริ่มต้น รายครึ่งปี', 'SUBSCRIPTION', 1590, 180, 'แพ็กเกจเริ่มต้น 6 เดือน', false],
  ['สมาชิกผู้ค้าส่ง มาตรฐาน รายปี', 'SUBSCRIPTION', 5990, 365, 'แพ็กเกจมาตรฐาน 12 เดือน ฟรีป้ายสินค้าลดราคา 1 ครั้ง', true],
  ['สมาชิกผู้ค้าส่ง โปร รายปี', 'SUBSCRIPTION', 12900, 365, 'แพ็กเกจโปร 12 เดือน พร้อมผู้ดูแลบัญชีส่วนตัว', true],
  ['ทดลองใช้งานฟรี 14 วัน', 'SUBSCRIPTION', 0, 14, 'ทดลองใช้ฟีเจอร์ระดับมาตรฐานฟรี สำหรับผู้ค้าส่งรายใหม่', true],
];

const DAY = 24 * 60 * 60 * 1000;
const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Packages were created one after another from June 2024 to late 2025. */
export const seedPackages: PackageWire[] = (() => {
  const random = createRandom(2601);
  let time = Date.UTC(2024, 5, 3, 2, 30);
  return PACKAGES.map(([name, type, price, days, description, active], index) => {
    time += random.int(8, 20) * DAY + random.int(0, 8 * 60) * 60 * 1000;
    return {
      PackageId: index + 1,
      PackageName: name,
      PackageType: type,
      PackageDescription: description,
      Price: price,
      DurationDays: days,
      ImageUrl: seedImageUrl('package', index + 1),
      IsActive: active,
      CreatedAt: new Date(time).toISOString(),
    };
  });
})();

/** The day statuses are judged on: what ended before it is EXPIRED. */
const STATUS_DAY = Date.UTC(2026, 0, 15);

/** Two hundred purchases by the demo's suppliers from January 2025 to June 2026, newest first. */
export function seedSupplierPackages(
  suppliers: readonly { SupplierId: string; SupplierName: string }[],
): SupplierPackageWire[] {
  const random = createRandom(5150);
  const first = Date.UTC(2025, 0, 1);
  const span = Math.round((Date.UTC(2026, 5, 30) - first) / DAY);
  const rows = Array.from({ length: 200 }, () => {
    // Subscriptions sell most; inactive packages were sold before they were withdrawn.
    const pack = random.chance(0.45)
      ? seedPackages[random.int(18, seedPackages.length - 1)]
      : seedPackages[random.int(0, 17)];
    const supplier = random.pick(suppliers);
    const start = first + random.int(0, span) * DAY;
    const end = start + (pack.DurationDays - 1) * DAY;
    const status = random.chance(0.07) ? 'CANCELLED' : end < STATUS_DAY ? 'EXPIRED' : 'ACTIVE';
    return {
      PackageId: pack.PackageId,
      SupplierId: supplier.SupplierId,
      SupplierName: supplier.SupplierName,
      StartDate: isoDate(start),
      EndDate: isoDate(end),
      Status: status,
    };
  });
  rows.sort((a, b) => b.StartDate.localeCompare(a.StartDate));
  return rows.map((row, index) => ({ SupplierPackageId: rows.length - index, ...row }));
}
