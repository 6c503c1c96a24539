import { describe, expect, it } from 'vitest';
import {
  formatThaiId,
  isPersonalTaxId,
  isValidThaiCitizenId,
  isValidThaiTaxId,
  makeThaiId,
} from '../../src/api/thaiId';

/*
 * Check digits worked out by hand: weights 13 down to 2 on the first 12 digits.
 *
 * 1 1 0 1 7 0 0 2 0 3 4 5 | ?
 *   1×13 + 1×12 + 0×11 + 1×10 + 7×9 + 0×8 + 0×7 + 2×6 + 0×5 + 3×4 + 4×3 + 5×2
 *   = 13 + 12 + 0 + 10 + 63 + 0 + 0 + 12 + 0 + 12 + 12 + 10 = 144
 *   144 mod 11 = 1 (11 × 13 = 143);  (11 − 1) mod 10 = 0   →  1101700203450
 *
 * 1 2 3 4 5 6 7 8 9 0 1 2 | ?
 *   13 + 24 + 33 + 40 + 45 + 48 + 49 + 48 + 45 + 0 + 3 + 4 = 352
 *   352 mod 11 = 0 (11 × 32 = 352);  (11 − 0) mod 10 = 1   →  1234567890121
 *
 * 0 1 0 5 5 3 6 1 1 2 0 1 | ?   (a juristic person: first digit 0)
 *   0 + 12 + 0 + 50 + 45 + 24 + 42 + 6 + 5 + 8 + 0 + 2 = 194
 *   194 mod 11 = 7 (11 × 17 = 187);  (11 − 7) mod 10 = 4   →  0105536112014
 */
const VALID_PERSON = '1101700203450'; // check digit 0: the sum leaves 1
const VALID_PERSON_2 = '1234567890121'; // check digit 1: the sum leaves 0
const VALID_COMPANY = '0105536112014';

/** The rule restated independently of the module, to check ids the module makes. */
const checksumHolds = (id: string) => {
  const sum = Array.from(id.slice(0, 12)).reduce(
    (total, digit, index) => total + Number(digit) * (13 - index),
    0,
  );
  return (11 - (sum % 11)) % 10 === Number(id[12]);
};

// A person's tax id is their citizen id and a company's uses the same check digit: one table serves both.
describe.each([
  ['isValidThaiCitizenId', isValidThaiCitizenId],
  ['isValidThaiTaxId', isValidThaiTaxId],
])('%s', (_, isValid) => {
  it.each([
    [VALID_PERSON, 'check digit 0, worked out by hand above'],
    [VALID_PERSON_2, 'check digit 1, worked out by hand above'],
    [VALID_COMPANY, 'a juristic person, first digit 0'],
    ['1-1017-00203-45-0', 'dashes ignored'],
    [' 1 2345 67890 12 1 ', 'spaces ignored'],
    ['0-1055-36112-01-4', 'a company tax id as printed'],
  ])('accepts %j (%s)', (id) => {
    expect(isValid(id)).toBe(true);
  });

  it.each([
    ['110170020345', '12 digits'],
    ['11017002034500', '14 digits'],
    ['1101700203A50', 'a letter'],
    ['110170020345O', 'letter O, not zero'],
    ['01055361120l4', 'letter l, not one'],
    ['1.1017.00203.45.0', 'dots are not grouping'],
    ['๑๑๐๑๗๐๐๒๐๓๔๕๐', 'Thai digits are not accepted'],
    ['1011700203450', 'two digits swapped, which the weights catch'],
    ['0105536112015', 'wrong check digit'],
    ['', 'empty'],
    ['-', 'only a dash'],
  ])('rejects %j (%s)', (id) => {
    expect(isValid(id)).toBe(false);
  });

  it('rejects every check digit but the right one', () => {
    for (let digit = 0; digit <= 9; digit += 1) {
      expect(isValid(`110170020345${digit}`)).toBe(digit === 0);
      expect(isValid(`123456789012${digit}`)).toBe(digit === 1);
      expect(isValid(`010553611201${digit}`)).toBe(digit === 4);
    }
  });
});

describe('makeThaiId', () => {
  it('makes 13-digit ids that pass the checksum', () => {
    for (let seed = 0; seed < 2000; seed += 1) {
      const id = makeThaiId(seed);
      expect(id).toMatch(/^1\d{12}$/);
      expect(checksumHolds(id)).toBe(true);
      expect(isValidThaiCitizenId(id)).toBe(true);
    }
  });

  it('is the same for the same seed and different for different seeds', () => {
    expect(makeThaiId(123)).toBe(makeThaiId(123));
    const ids = new Set(Array.from({ length: 5000 }, (_, seed) => makeThaiId(seed)));
    expect(ids.size).toBe(5000);
  });

  it('starts with the digit asked for, 0 for a company', () => {
    for (let first = 0; first <= 9; first += 1) {
      const id = makeThaiId(77, first);
      expect(id[0]).toBe(String(first));
      expect(checksumHolds(id)).toBe(true);
    }
    expect(isValidThaiTaxId(makeThaiId(5, 0))).toBe(true);
  });

  it('copes with large and negative seeds', () => {
    for (const seed of [Number.MAX_SAFE_INTEGER, -1, -987654321, 99_999_999_999, 100_000_000_000]) {
      const id = makeThaiId(seed);
      expect(id).toMatch(/^1\d{12}$/);
      expect(checksumHolds(id)).toBe(true);
    }
  });

  it.each([
    [1, 10],
    [1, -1],
    [1, 1.5],
    [Number.NaN, 1],
    [1.5, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])('refuses seed %d with first digit %d', (seed, first) => {
    expect(() => makeThaiId(seed, first)).toThrow(RangeError);
  });
});

describe('formatThaiId', () => {
  it.each([
    ['1234567890121', '1-2345-67890-12-1', 'grouped 1-4-5-2-1 as on the ID card'],
    [VALID_COMPANY, '0-1055-36112-01-4', 'a company tax id'],
    ['1 2345 67890 12 1', '1-2345-67890-12-1', 'typed with spaces'],
    ['12-3456-7890-121', '1-2345-67890-12-1', 'typed with other dashes'],
    ['1234567890120', '1-2345-67890-12-0', 'formatted without judging the check digit'],
    // anything that is not 13 digits comes back as it was
    ['123456789012', '123456789012', '12 digits'],
    ['12345678901234', '12345678901234', '14 digits'],
    ['abc', 'abc', 'letters'],
    ['', '', 'empty'],
    [' 12 ', ' 12 ', 'spaces kept when not formatted'],
  ])('%j → %j (%s)', (input, formatted) => {
    expect(formatThaiId(input)).toBe(formatted);
  });
});

describe('isPersonalTaxId', () => {
  it.each([
    [VALID_PERSON, true, "a person's tax id is their citizen id"],
    ['1-2345-67890-12-1', true, "a person's, as printed"],
    [VALID_COMPANY, false, "a company's starts with 0"],
    ['0-1055-36112-01-4', false, "a company's, as printed"],
    [' 0105536112014 ', false, "a company's, with spaces around"],
    ['0105536112015', false, "a company's with a wrong check digit is still a company's"],
    ['010553611201', true, "12 digits: cannot be told, so treated as a person's"],
    ['0A05536112014', true, "a letter: cannot be told, so treated as a person's"],
    ['', true, 'empty: nothing tells it is a company'],
  ])('%j → %s (%s)', (id, personal) => {
    expect(isPersonalTaxId(id)).toBe(personal);
  });
});
