import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatCount,
  formatDate,
  formatDateTime,
  formatIsoDateTime,
  formatIsoDay,
  formatMoney,
  formatNumber,
} from '../../src/i18n/format';

describe('formats', () => {
  const date = new Date(2026, 10, 22, 14, 5, 9);
  it('shows dates in Thai with the Buddhist year, in English with the Christian year', () => {
    expect(formatDate(date, 'th')).toBe('22/11/2569');
    expect(formatDate(date, 'en')).toBe('22/11/2026');
    expect(formatDateTime(date, 'th')).toBe('22/11/2569 เวลา 14:05 น.');
    expect(formatDateTime(date, 'en')).toBe('22/11/2026 14:05');
    expect(formatDate('2024-01-06', 'th')).toBe('06/01/2567');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });
  it('keeps YYYY-MM-DD for files, whatever the language', () => {
    expect(formatIsoDay(date)).toBe('2026-11-22');
    expect(formatIsoDateTime(date)).toBe('2026-11-22 14:05');
    expect(formatIsoDay('')).toBe('');
    expect(formatIsoDateTime('nonsense')).toBe('');
  });
  it('shows the clock in Thai with the Buddhist year, and in English', () => {
    expect(formatClock(date, 'th')).toBe('อาทิตย์ 22 พ.ย. 2569 เวลา 14:05:09 น.');
    expect(formatClock(date, 'en')).toBe('Sun 22 Nov 2026, 14:05:09');
  });
  it('shows numbers with two decimals and money in baht', () => {
    expect(formatNumber(1234.5)).toBe('1,234.50');
    expect(formatNumber('')).toBe('');
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(null)).toBe('');
    expect(formatMoney(99)).toBe('฿99.00');
    expect(formatMoney('abc')).toBe('');
  });
});
