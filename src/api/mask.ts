import { thaiPhoneDigits } from './thaiPhone';

/**
 * How personal data looks before a user with the right role clicks reveal (docs/decisions.md,
 * "Personal data shown"). Enough stays visible to tell two records apart on the phone or at the bank,
 * and no more. A missing value masks to an empty string, so a screen never shows "undefined".
 */

// Spaces and dashes are how people type numbers, not part of them; keeping them would shift which
// characters the masks show.
const compact = (value: string) => value.replace(/[\s-]/g, '');

const hidden = (length: number) => 'x'.repeat(Math.max(0, length));

/** The number of characters a phone keeps visible: two in front, four at the end. */
const PHONE_HEAD = 2;
const TAIL = 4;

/**
 * `0812341234` → `08x-xxx-1234`: the prefix says mobile or landline, the end is what people
 * recognise. A Thai number written another way (`+66 81 234 1234`, a value a service sent as it
 * is) is masked as its digits with the leading 0, so it looks like every other phone. Other lengths
 * keep the same shape (`021234567` → `02x-xx-4567`); a number with nothing left to hide between
 * those parts shows as `x`s only.
 */
export function maskPhone(value: string | null | undefined): string {
  const text = value ?? '';
  const chars = Array.from(thaiPhoneDigits(text) ?? compact(text));
  if (chars.length < PHONE_HEAD + 1 + TAIL) return hidden(chars.length);
  const head = `${chars.slice(0, PHONE_HEAD).join('')}x`;
  const middle = hidden(chars.length - PHONE_HEAD - 1 - TAIL);
  const tail = chars.slice(-TAIL).join('');
  return [head, middle, tail].filter(Boolean).join('-');
}

/**
 * `somchai@example.com` → `s***@example.com`: the domain tells a company address from a free one.
 * The local part always becomes three stars whatever its length, so the mask does not give it away.
 */
export function maskEmail(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (!text) return '';
  // The last @ is the separator: a quoted local part may hold one of its own.
  const at = text.lastIndexOf('@');
  const local = at < 0 ? text : text.slice(0, at);
  // Array.from so a character outside the BMP is kept whole rather than cut in half.
  const first = Array.from(local)[0] ?? '';
  return at < 0 ? `${first}***` : `${first}***${text.slice(at)}`;
}

/** A number of no known layout: its last four characters, none when it has four or fewer. */
function lastFourOnly(text: string): string {
  const chars = Array.from(text);
  if (chars.length <= TAIL) return hidden(chars.length);
  return hidden(chars.length - TAIL) + chars.slice(-TAIL).join('');
}

/** Thai banks print a 10-digit account as 3-1-5-1 digits; the four before the check digit show. */
const THAI_ACCOUNT = /^(\d{3})(\d)(\d)(\d{4})(\d)$/;

/**
 * `1234567890` → `xxx-x-x6789-x`, the way Thai banks mask accounts on slips. An account of another
 * length shows only its last four characters (`123456789012` → `xxxxxxxx9012`), and one of four or
 * fewer shows none.
 */
export function maskBankAccount(value: string | null | undefined): string {
  const text = compact(value ?? '');
  if (THAI_ACCOUNT.test(text)) return text.replace(THAI_ACCOUNT, 'xxx-x-x$4-x');
  return lastFourOnly(text);
}

/** A Thai id card prints the 13 digits as 1-4-5-2-1; the last four are the groups' ends. */
const THAI_ID = /^\d{9}(\d)(\d{2})(\d)$/;

/**
 * `1234567890121` → `x-xxxx-xxxx0-12-1`: the card's layout, its last four digits visible, as a
 * phone and an account keep theirs. The first digit (what kind of holder) hides too, with the rest.
 * A value that is not 13 digits shows only its last four characters, and one of four or fewer
 * shows none.
 */
export function maskCitizenId(value: string | null | undefined): string {
  const text = compact(value ?? '');
  if (THAI_ID.test(text)) return text.replace(THAI_ID, 'x-xxxx-xxxx$1-$2-$3');
  return lastFourOnly(text);
}
