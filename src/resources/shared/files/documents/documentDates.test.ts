import { describe, expect, it } from 'vitest';
import { documentDate, documentDateTime, documentDays, documentMonth } from './documentDates';

describe('dates on finance documents', () => {
  it('write the Buddhist-era year and the full Thai month name', () => {
    expect(documentDate('2026-11-25', 'th')).toBe('25 พฤศจิกายน 2569');
    expect(documentDate('2024-01-06T08:30:00', 'th')).toBe('6 มกราคม 2567');
    expect(documentDateTime('2026-11-25T14:05:09', 'th')).toBe('25 พฤศจิกายน 2569 เวลา 14:05 น.');
    expect(documentMonth('2026-02', 'th')).toBe('กุมภาพันธ์ 2569');
  });

  it('write the common era in English', () => {
    expect(documentDate('2026-11-25', 'en')).toBe('25 November 2026');
    expect(documentDateTime('2026-11-25T14:05:09', 'en')).toBe('25 November 2026, 14:05');
    expect(documentMonth('2026-02', 'en')).toBe('February 2026');
  });

  it('write transfer days as a span, or one day', () => {
    expect(documentDays('2026-11-26', '2026-11-28', 'th')).toBe('26 พฤศจิกายน 2569 – 28 พฤศจิกายน 2569');
    expect(documentDays('2026-11-26', '2026-11-26', 'th')).toBe('26 พฤศจิกายน 2569');
    expect(documentDays('2026-11-26', null, 'th')).toBe('26 พฤศจิกายน 2569');
    expect(documentDays(null, '', 'th')).toBeUndefined();
  });

  it('give nothing for what is not a date, never today', () => {
    expect(documentDate('', 'th')).toBeUndefined();
    expect(documentDate(null, 'th')).toBeUndefined();
    expect(documentDate('not a date', 'th')).toBeUndefined();
    expect(documentMonth('2026', 'th')).toBeUndefined();
  });
});
