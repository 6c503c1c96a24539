// Baht in Thai words: the `bahttext` package with three fixes (docs/decisions.md, "Baht in words").
import { bahttext } from 'bahttext';

/** A unit word, then a lone "หนึ่ง" closing the baht or a group of millions. */
const LONE_ONE = /(สิบ|ร้อย|พัน|หมื่น|แสน|ล้าน)หนึ่ง(?=บาท|ล้าน)/g;

/** The amount in satang, rounded half away from zero on its decimal writing (1.005 → 101). */
export function toSatang(amount: number): number {
  // 1.005 * 100 is 100.49999999999999 in binary: 15 significant digits give back 100.5.
  const satang = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
  return amount < 0 ? -satang : satang;
}

/** The amount in Thai words; undefined for what is not a finite amount of baht. */
export function bahtText(amount: number | null | undefined): string | undefined {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return undefined;
  const satang = toSatang(amount);
  const whole = Math.abs(satang);
  if (!Number.isSafeInteger(whole)) return undefined;
  const baht = Math.floor(whole / 100);
  const written = `${baht}.${String(whole % 100).padStart(2, '0')}`;
  const words = bahttext(written).replace(LONE_ONE, '$1เอ็ด');
  return satang < 0 ? `ลบ${words}` : words;
}
