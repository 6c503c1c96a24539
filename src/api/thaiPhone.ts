/**
 * Thai telephone numbers as people type them: `081-234-5678`, `02 123 4567`, `+66 81 234 5678`.
 * A mobile number is ten digits starting 06, 08 or 09; a fixed line nine digits starting 02 to 07
 * (Bangkok 02, the provinces 03x to 07x). The country code 66 stands for the leading 0.
 */
const MOBILE = /^0[689]\d{8}$/;
const FIXED_LINE = /^0[2-7]\d{7}$/;
const SEPARATORS = /[\s\-.()]/g;

/** The number as its digits with the leading 0 (`0812345678`), or undefined when it is not a Thai number. */
export function thaiPhoneDigits(value: string): string | undefined {
  let digits = value.trim().replace(SEPARATORS, '');
  if (digits.startsWith('+66')) digits = `0${digits.slice(3)}`;
  else if (digits.startsWith('66') && digits.length >= 10) digits = `0${digits.slice(2)}`;
  return MOBILE.test(digits) || FIXED_LINE.test(digits) ? digits : undefined;
}

export const isValidThaiPhone = (value: string) => thaiPhoneDigits(value) !== undefined;

/** Grouped as Thais write it: `081-234-5678`, `02-123-4567`, `053-123-456`; anything else as given. */
export function formatThaiPhone(value: string): string {
  const digits = thaiPhoneDigits(value);
  if (!digits) return value;
  if (digits.length === 10) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  if (digits.startsWith('02')) return `${digits.slice(0, 2)}-${digits.slice(2, 5)}-${digits.slice(5)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}
