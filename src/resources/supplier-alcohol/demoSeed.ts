import { seedImageUrl } from '../../demo/kit/files';
import { createRandom } from '../../demo/kit/random';
import { seedSuppliers } from '../suppliers/demoSeed';
import type { SupplierAlcoholWire } from './alcoholData';

const REJECTIONS = [
  'ใบอนุญาตหมดอายุ กรุณาแนบฉบับปัจจุบัน',
  'ชื่อในใบอนุญาตไม่ตรงกับชื่อร้าน',
  'ภาพเอกสารไม่ชัด กรุณาถ่ายใหม่',
  'ใบอนุญาตเป็นประเภทขายปลีก ไม่ครอบคลุมการขายส่ง',
];

const DAY = 24 * 60 * 60 * 1000;

/** One supplier in three has asked to sell alcohol: about half still waiting, most others approved. */
export function seedSupplierAlcohol(): SupplierAlcoholWire[] {
  const random = createRandom(5501);
  const start = Date.UTC(2026, 0, 5);
  return seedSuppliers()
    .filter((_, index) => index % 3 === 0)
    .map((supplier, index) => {
      const requested = start + random.int(0, 300) * DAY + random.int(0, 10 * 60) * 60_000;
      const roll = random.next();
      const status = roll < 0.45 ? 'PENDING' : roll < 0.85 ? 'APPROVED' : 'REJECTED';
      return {
        SupplierId: supplier.SupplierId,
        SupplierName: supplier.SupplierName,
        BusinessTypeCode: supplier.BusinessTypeCode,
        ApprovedStatus: status,
        Remark: status === 'REJECTED' ? random.pick(REJECTIONS) : '',
        LicenceNo: index + 1,
        // A few asked without attaching the licence yet.
        LicenceImgUrl: random.chance(0.9) ? seedImageUrl('supplier-licence', index + 1) : '',
        RequestedAt: new Date(requested).toISOString(),
        UpdatedAt: new Date(requested + (status === 'PENDING' ? 0 : random.int(1, 6) * DAY)).toISOString(),
      };
    })
    .sort((a, b) => b.RequestedAt.localeCompare(a.RequestedAt));
}
