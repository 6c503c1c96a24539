import { thaiPhoneDigits } from './thaiPhone';

// Masks show enough to tell two records apart, and no more (docs/decisions.md, "Personal data shown").

// Spaces and dashes are typing, not digits: kept, they would shift what the masks show.
const compact = (value: string) => value.replace(/[\s-]/g, '');

const hidden = (length: number) => 'x'.repeat(Math.max(0, length));

const PHONE_HEAD = 2;
const TAIL = 4;

/** `0812341234` → `08x-xxx-1234`: the prefix says mobile or landline, the end is what people recognise. */
export function maskPhone(value: string | null | undefined): string {
  const text = value ?? '';
  const chars = Array.from(thaiPhoneDigits(text) ?? compact(text));
  if (chars.length < PHONE_HEAD + 1 + TAIL) return hidden(chars.length);
  const head = `${chars.slice(0, PHONE_HEAD).join('')}x`;
  const middle = hidden(chars.length - PHONE_HEAD - 1 - TAIL);
  const tail = chars.slice(-TAIL).join('');
  return [head, middle, tail].filter(Boolean).join('-');
}

/** `somchai@example.com` → `s***@example.com`: the domain tells a company address from a free one. */
export function maskEmail(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (!text) return '';
  // The last @ is the separator: a quoted local part may hold one of its own.
  const at = text.lastIndexOf('@');
  const local = at < 0 ? text : text.slice(0, at);
  const first = Array.from(local)[0] ?? '';
  return at < 0 ? `${first}***` : `${first}***${text.slice(at)}`;
}

function lastFourOnly(text: string): string {
  const chars = Array.from(text);
  if (chars.length <= TAIL) return hidden(chars.length);
  return hidden(chars.length - TAIL) + chars.slice(-TAIL).join('');
}

/** Thai banks print a 10-digit account as 3-1-5-1 digits; the four before the check digit show. */
const THAI_ACCOUNT = /^(\d{3})(\d)(\d)(\d{4})(\d)$/;

/** `1234567890` → `xxx-x-x6789-x`, the way Thai banks mask accounts on slips. */
export function maskBankAccount(value: string | null | undefined): string {
  const text = compact(value ?? '');
  if (THAI_ACCOUNT.test(text)) return text.replace(THAI_ACCOUNT, 'xxx-x-x$4-x');
  return lastFourOnly(text);
}

/** A Thai id card prints the 13 digits as 1-4-5-2-1; the last four are the groups' ends. */
const THAI_ID = /^\d{9}(\d)(\d{2})(\d)$/;

/** `1234567890121` → `x-xxxx-xxxx0-12-1`: the card's layout, its last four digits visible as a phone's are. */
export function maskCitizenId(value: string | null | undefined): string {
  const text = compact(value ?? '');
  if (THAI_ID.test(text)) return text.replace(THAI_ID, 'x-xxxx-xxxx$1-$2-$3');
  return lastFourOnly(text);
}
