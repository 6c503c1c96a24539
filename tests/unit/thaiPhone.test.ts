import { describe, expect, it } from 'vitest';
import { formatThaiPhone, isValidThaiPhone, thaiPhoneDigits } from '../../src/api/thaiPhone';

describe('Thai telephone numbers', () => {
  it.each([
    ['0812345678', '0812345678'],
    ['081-234-5678', '0812345678'],
    [' 09 1234 5678 ', '0912345678'],
    ['+66 81 234 5678', '0812345678'],
    ['66812345678', '0812345678'],
    ['02-123-4567', '021234567'],
    ['(053) 123 456', '053123456'],
    ['+662 123 4567', '021234567'],
  ])('reads %s as %s', (typed, digits) => {
    expect(thaiPhoneDigits(typed)).toBe(digits);
    expect(isValidThaiPhone(typed)).toBe(true);
  });

  it.each([
    '',
    '081234567', // a mobile number one digit short
    '08123456789', // one too many
    '0112345678', // no Thai number starts 01
    '1812345678',
    '+1 812 345 6789',
    '081-234-567x',
    '021234',
  ])('refuses %j', (typed) => {
    expect(thaiPhoneDigits(typed)).toBeUndefined();
    expect(isValidThaiPhone(typed)).toBe(false);
  });

  it('groups the digits as Thais write them, and leaves what is not a number as typed', () => {
    expect(formatThaiPhone('0812345678')).toBe('081-234-5678');
    expect(formatThaiPhone('+66 2 123 4567')).toBe('02-123-4567');
    expect(formatThaiPhone('053123456')).toBe('053-123-456');
    expect(formatThaiPhone('12345')).toBe('12345');
  });
});
