/**
 * An amount of baht in Thai words, as Thai accounting writes it on vouchers and receipts
 * ("หนึ่งพันสองร้อยบาทถ้วน", "หนึ่งพันสองร้อยบาทห้าสิบสตางค์"). The words come from the `bahttext`
 * package; three things are fixed around it here:
 * - it cuts satang off instead of rounding (0.999 gave "เก้าสิบเก้าสตางค์"): the amount is rounded
 *   to the satang first, half away from zero, as money is written with two decimals;
 * - it reads a lone one after a zero as "หนึ่ง" (101 gave "หนึ่งร้อยหนึ่งบาทถ้วน"): any one in the
 *   units place of a number above ten is "เอ็ด" (หนึ่งร้อยเอ็ด, หนึ่งพันเอ็ด, หนึ่งล้านเอ็ด);
 * - it answers "ศูนย์บาทถ้วน" for what is not a number: here that is no words at all (undefined),
 *   so that a missing amount is never written as a zero.
 */
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
