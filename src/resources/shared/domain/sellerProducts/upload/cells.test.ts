import { describe, expect, it } from 'vitest';
import { readQuantity, readStatus, readUnitPrice } from './cells';

describe('readQuantity', () => {
  it('reads a whole number of 0 or more, with thousands commas or the export prefix', () => {
    expect(readQuantity('12')).toEqual({ value: 12 });
    expect(readQuantity(' 1,200 ')).toEqual({ value: 1200 });
    expect(readQuantity('0')).toEqual({ value: 0 });
    expect(readQuantity('7.00')).toEqual({ value: 7 });
  });

  it('reads an empty cell as no value (the field stays as it is)', () => {
    expect(readQuantity('')).toBeUndefined();
    expect(readQuantity('  ')).toBeUndefined();
    expect(readQuantity(undefined)).toBeUndefined();
  });

  it('refuses a negative, a fraction and what is not a number', () => {
    expect(readQuantity('-3')).toEqual({ problem: 'negative' });
    expect(readQuantity("'-3")).toEqual({ problem: 'negative' });
    expect(readQuantity('1.5')).toEqual({ problem: 'not_whole' });
    expect(readQuantity('ten')).toEqual({ problem: 'not_number' });
    expect(readQuantity('1,20')).toEqual({ problem: 'not_number' });
    expect(readQuantity('1e3')).toEqual({ problem: 'not_number' });
  });
});

describe('readUnitPrice', () => {
  it('reads baht and satang', () => {
    expect(readUnitPrice('12.50')).toEqual({ value: 12.5 });
    expect(readUnitPrice('1,234.5')).toEqual({ value: 1234.5 });
    expect(readUnitPrice('.5')).toEqual({ value: 0.5 });
    expect(readUnitPrice('3.100')).toEqual({ value: 3.1 });
  });

  it('refuses more than two decimals, a negative and a currency sign', () => {
    expect(readUnitPrice('3.125')).toEqual({ problem: 'too_many_decimals' });
    expect(readUnitPrice('-0.01')).toEqual({ problem: 'negative' });
    expect(readUnitPrice('฿12')).toEqual({ problem: 'not_number' });
  });
});

describe('readStatus', () => {
  const known = new Map([
    ['active', 'ACTIVE'],
    ['วางขาย', 'ACTIVE'],
  ]);

  it('reads a known code or label, and the product own status as sent', () => {
    expect(readStatus(' วางขาย ', known, 'INACTIVE')).toEqual({ value: 'ACTIVE' });
    expect(readStatus('Active', known, 'INACTIVE')).toEqual({ value: 'ACTIVE' });
    expect(readStatus('PROMO', known, 'PROMO')).toEqual({ value: 'PROMO' });
    expect(readStatus('', known, 'PROMO')).toBeUndefined();
  });

  it('refuses a status that is neither', () => {
    expect(readStatus('PROMO', known, 'ACTIVE')).toEqual({ problem: 'unknown_status' });
  });
});
