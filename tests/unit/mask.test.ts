import { describe, expect, it } from 'vitest';
import { maskBankAccount, maskCitizenId, maskEmail, maskPhone } from '../../src/api/mask';

type Case = [input: string | null | undefined, masked: string, why: string];

// Every mask shows nothing for nothing, so a screen never prints "undefined" for a missing field.
const NOTHING: Case[] = [
  ['', '', 'empty'],
  [undefined, '', 'missing'],
  [null, '', 'null'],
];

/** One table a function: each row says what goes in, what shows, and which rule it exercises. */
function checkTable(mask: (value: string | null | undefined) => string, cases: Case[]) {
  it.each([...cases, ...NOTHING])('%j → %j (%s)', (input, masked) => {
    expect(mask(input)).toBe(masked);
  });
}

describe('maskPhone', () => {
  checkTable(maskPhone, [
    ['0812341234', '08x-xxx-1234', 'mobile: first two and last four digits'],
    ['0998765432', '09x-xxx-5432', 'another mobile'],
    ['081-234-1234', '08x-xxx-1234', 'dashes ignored'],
    [' 081 234 1234 ', '08x-xxx-1234', 'spaces ignored'],
    ['08-1234-1234', '08x-xxx-1234', 'other grouping ignored'],
    ['021234567', '02x-xx-4567', 'Bangkok landline, 9 digits, same shape'],
    ['+66812341234', '08x-xxx-1234', 'international form: masked as the number with its leading 0'],
    ['+66 2 123 4567', '02x-xx-4567', 'international Bangkok line with spaces'],
    ['66812341234', '08x-xxx-1234', 'country code without the plus'],
    ['+1 415 555 0100', '+1x-xxxxx-0100', 'a foreign number keeps its own shape'],
    ['1234567', '12x-4567', 'nothing left between head and tail'],
    ['123456', 'xxxxxx', 'too short to mask: x of its length'],
    ['1669', 'xxxx', 'hotline number, too short'],
    ['1', 'x', 'one digit'],
    ['12-34', 'xxxx', 'too short once the dash is gone'],
    ['  - ', '', 'only spaces and a dash'],
  ]);

  it('never shows a digit it should hide', () => {
    const masked = maskPhone('0856789012');
    expect(masked).not.toContain('5');
    expect(masked).not.toContain('678');
  });
});

describe('maskEmail', () => {
  checkTable(maskEmail, [
    ['somchai@example.com', 's***@example.com', 'first character, then the domain'],
    ['a@b.co', 'a***@b.co', 'one-character local part'],
    ['somying.jaidee@mail.example.co.th', 's***@mail.example.co.th', 'long domain kept whole'],
    ['ab@example.com', 'a***@example.com', 'short local part: still three stars'],
    ['abcdefghijklmnop@example.com', 'a***@example.com', 'long local part: still three stars'],
    ['สมชาย@example.com', 'ส***@example.com', 'Thai first character'],
    ['😀smile@example.com', '😀***@example.com', 'a character outside the BMP kept whole'],
    ['somchai', 's***', 'no @: masked as a whole'],
    ['สมชาย', 'ส***', 'no @, Thai'],
    ['x', 'x***', 'no @, one character'],
    ['"a@b"@example.com', '"***@example.com', 'the last @ separates'],
    ['@example.com', '***@example.com', 'empty local part'],
    ['somchai@', 's***@', 'empty domain'],
    ['  somchai@example.com ', 's***@example.com', 'spaces trimmed'],
    ['   ', '', 'only spaces'],
  ]);
});

describe('maskBankAccount', () => {
  checkTable(maskBankAccount, [
    // positions 1-3 | 4 | 5 6 7 8 9 | 10: digits 6-9 of 1234567890 are 6789
    ['1234567890', 'xxx-x-x6789-x', 'Thai 10-digit layout, digits 6 to 9 show'],
    ['9876512345', 'xxx-x-x1234-x', "the issue's example: digits 6 to 9 are 1234"],
    ['123-4-56789-0', 'xxx-x-x6789-x', 'written with dashes'],
    [' 123 4 56789 0 ', 'xxx-x-x6789-x', 'written with spaces'],
    ['123456789012', 'xxxxxxxx9012', '12 digits (e.g. GSB, BAAC): last four show'],
    ['123456789', 'xxxxx6789', '9 digits: last four show'],
    ['12345', 'x2345', '5 digits: last four show'],
    ['12-345-678', 'xxxx5678', 'other grouping ignored'],
    ['12345678AB', 'xxxxxx78AB', 'not all digits: the Thai layout does not apply'],
    ['1234', 'xxxx', 'four or fewer: x only'],
    ['12', 'xx', 'two characters: x only'],
    [' - ', '', 'only a dash and spaces'],
  ]);
});

describe('maskCitizenId', () => {
  checkTable(maskCitizenId, [
    // positions 1 | 2-5 | 6-9 10 | 11-12 | 13: of 1234567890121 the 10th is 0, then 12, then 1
    ['1234567890121', 'x-xxxx-xxxx0-12-1', 'the card layout, the last four digits show'],
    ['1101700203450', 'x-xxxx-xxxx3-45-0', 'another id: 10th digit 3, then 45, then 0'],
    ['1-2345-67890-12-1', 'x-xxxx-xxxx0-12-1', 'written as on the card'],
    [' 1 2345 67890 12 1 ', 'x-xxxx-xxxx0-12-1', 'written with spaces'],
    ['123456789012', 'xxxxxxxx9012', '12 digits: not an id, last four show'],
    ['12345678901AB', 'xxxxxxxxx01AB', '13 characters, not all digits: last four show'],
    ['1234', 'xxxx', 'four or fewer: x only'],
    [' - ', '', 'only a dash and spaces'],
  ]);

  it('hides the first digit (the kind of holder) and the middle', () => {
    const masked = maskCitizenId('3456789012345');
    expect(masked.startsWith('x-xxxx-xxxx')).toBe(true);
    expect(masked).not.toContain('3456');
    expect(masked).not.toContain('789');
  });
});
