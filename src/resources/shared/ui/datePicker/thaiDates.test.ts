import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { pickedDate, pickerValue, readTyped, shownDate, ThaiBuddhistAdapter, typedFormat } from './thaiDates';

describe('dates people type', () => {
  it('are typed day first with the Buddhist year in Thai and the AD year in English', () => {
    expect(typedFormat('th')).toBe('DD/MM/BBBB');
    expect(typedFormat('en')).toBe('DD/MM/YYYY');
    expect(typedFormat('th', 'month')).toBe('MM/BBBB');
    expect(typedFormat('en', 'month')).toBe('MM/YYYY');
  });

  it('a Buddhist year typed in Thai is sent as the wire day', () => {
    expect(pickedDate(readTyped('06/01/2567', 'th'))).toEqual({ value: '2024-01-06' });
    expect(pickedDate(readTyped('29/02/2567', 'th'))).toEqual({ value: '2024-02-29' });
    expect(pickedDate(readTyped('01/2567', 'th', 'month'), null, 'month')).toEqual({ value: '2024-01' });
  });

  it('in English the same day is typed with its AD year', () => {
    expect(pickedDate(readTyped('06/01/2024', 'en'))).toEqual({ value: '2024-01-06' });
  });

  it('a day that does not exist is not sent, and says why', () => {
    expect(pickedDate(readTyped('31/02/2567', 'th'))).toEqual({ problem: 'app.date_input.invalid' });
    // 2566 BE (2023) had no 29 February
    expect(pickedDate(readTyped('29/02/2566', 'th'))).toEqual({ problem: 'app.date_input.invalid' });
    expect(pickedDate(readTyped('31/02/2024', 'en'))).toEqual({ problem: 'app.date_input.invalid' });
    // a section left empty while typing is what the picker reports as an invalid date too
    expect(pickedDate(dayjs(''))).toEqual({ problem: 'app.date_input.invalid' });
    expect(pickedDate(dayjs('2024-01-06'), 'invalidDate')).toEqual({ problem: 'app.date_input.invalid' });
  });

  it('a year outside the calendar (an AD year typed in Thai) is not sent', () => {
    // 06/01/2024 typed in Thai is the year 1481 AD: the picker reports it before its minimum date
    expect(pickedDate(readTyped('06/01/2024', 'th'), 'minDate')).toEqual({
      problem: 'app.date_input.out_of_range',
    });
  });

  it('a cleared input sends an empty value, as react-admin’s date input did', () => {
    expect(pickedDate(null)).toEqual({ value: '' });
  });

  it('shows the wire day with the Buddhist year in Thai and the AD year in English', () => {
    expect(shownDate('2024-01-06', 'th')).toBe('06/01/2567');
    expect(shownDate('2024-01-06', 'en')).toBe('06/01/2024');
    expect(shownDate('2026-11', 'th', 'month')).toBe('11/2569');
    // a record's date-time shows its day
    expect(shownDate('2024-03-01T00:00:00', 'th')).toBe('01/03/2567');
  });

  it('reads nothing from an empty or unreadable value', () => {
    expect(pickerValue('')).toBeNull();
    expect(pickerValue(null)).toBeNull();
    expect(pickerValue(undefined)).toBeNull();
    expect(pickerValue('not a date')).toBeNull();
    expect(pickerValue('2024-01-06')?.format('YYYY-MM-DD')).toBe('2024-01-06');
  });
});

describe("the Buddhist-era adapter's reading of 29 February", () => {
  it('takes 29/02 of a Buddhist year whose AD year is a leap year, and refuses it otherwise', () => {
    // 2567 BE is 2024 AD, a leap year; 2568 BE is 2025 AD, not one (though 2568 would be)
    expect(pickedDate(readTyped('29/02/2567', 'th'))).toEqual({ value: '2024-02-29' });
    expect(pickedDate(readTyped('29/02/2568', 'th'))).toEqual({ problem: 'app.date_input.invalid' });
    // the picker reads its sections apart with spaces
    const adapter = new ThaiBuddhistAdapter({ locale: 'th' });
    expect(pickedDate(adapter.parse('29 02 2567', 'DD MM BBBB'))).toEqual({ value: '2024-02-29' });
    expect(pickedDate(adapter.parse('02 2567', 'MM BBBB'), null, 'month')).toEqual({ value: '2024-02' });
    expect(pickedDate(adapter.parse('29 02 2568', 'DD MM BBBB'))).toEqual({
      problem: 'app.date_input.invalid',
    });
  });
});
