import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/th';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdapterDayjsBuddhist } from '@mui/x-date-pickers/AdapterDayjsBuddhist';

/**
 * What a date input holds and sends: the ISO day (`YYYY-MM-DD`) react-admin's DateInput and the
 * browser's date input gave before, or the month (`YYYY-MM`) of a month choice. The wire never
 * sees the Buddhist era: only what people type and read does (docs/api.md, "Dates typed by people").
 */
export type DateView = 'day' | 'month';

const WIRE: Record<DateView, string> = { day: 'YYYY-MM-DD', month: 'YYYY-MM' };

/** What people type and read: day first, the year in the Buddhist era in Thai, in AD in English. */
export function typedFormat(locale: string, view: DateView = 'day'): string {
  const year = locale === 'en' ? 'YYYY' : 'BBBB';
  return view === 'month' ? `MM/${year}` : `DD/MM/${year}`;
}

const BUDDHIST_YEAR_OFFSET = 543;

/** A year of four digits, alone (not part of a longer number). */
const FOUR_DIGITS = /(?<!\d)\d{4}(?!\d)/g;

/**
 * MUI X's Buddhist-era adapter, reading a typed year right on 29 February. Its own parse reads
 * the Buddhist year as an AD one and takes 543 years off after: 29/02/2567 (2024, a leap year)
 * is refused because 2567 is not one, and 29/02/2568 (2025, not one) becomes 28/02/2025 because
 * 2568 is. Here the year is turned into AD before the day is read, whenever the text holds one
 * four-digit year for the format's one `BBBB` (the pickers' formats: sections apart with spaces,
 * or the typed `DD/MM/BBBB`); anything else goes to the adapter's own parse.
 */
export class ThaiBuddhistAdapter extends AdapterDayjsBuddhist {
  constructor(options?: ConstructorParameters<typeof AdapterDayjsBuddhist>[0]) {
    super(options);
    const buddhistParse = this.parse;
    this.parse = (value: string, format: string) => {
      const years = value.match(FOUR_DIGITS) ?? [];
      if (
        value === '' ||
        format.split('BBBB').length !== 2 ||
        /YYYY|\bBB\b/.test(format) ||
        years.length !== 1
      )
        return buddhistParse(value, format);
      const year = Number(years[0]) - BUDDHIST_YEAR_OFFSET;
      if (year < 1) return dayjs('');
      return dayjs(
        value.replace(FOUR_DIGITS, String(year).padStart(4, '0')),
        format.replace('BBBB', 'YYYY'),
        this.locale,
        true,
      );
    };
  }
}

/** The picker adapter of the interface language: Thai counts years in the Buddhist era. */
export function adapterFor(locale: string): typeof AdapterDayjs {
  return locale === 'en' ? AdapterDayjs : ThaiBuddhistAdapter;
}

/** The adapter locale (dayjs' month and day names) of the interface language. */
export const adapterLocale = (locale: string): string => (locale === 'en' ? 'en' : 'th');

/** The picker's value for what the form holds: nothing for an empty or unreadable value. */
export function pickerValue(value: unknown): Dayjs | null {
  if (typeof value !== 'string' || value === '') return null;
  // The form holds a day (or month) as the input wrote it; a record read from the server may
  // hold a date-time, whose day is what is shown, as react-admin's DateInput showed it.
  const date = /^\d{4}-\d{2}(-\d{2})?$/.test(value) ? dayjs(value) : dayjs(value.slice(0, 10));
  return date.isValid() ? date : null;
}

/** Why a typed date cannot be sent (a translation key). */
export type TypedDateProblem = 'app.date_input.invalid' | 'app.date_input.out_of_range';

export type PickedDate = { value: string } | { problem: TypedDateProblem };

/**
 * What the form gets for the picker's value: the wire's day (or month), '' once cleared (as
 * react-admin's DateInput gives), or why it cannot be sent: a date that does not exist
 * (31/02) or a year outside the calendar (a Thai year typed as AD: 2024 is 1481 AD).
 */
export function pickedDate(
  value: Dayjs | null,
  validationError: string | null = null,
  view: DateView = 'day',
): PickedDate {
  if (value === null) return { value: '' };
  if (!value.isValid() || validationError === 'invalidDate') return { problem: 'app.date_input.invalid' };
  if (validationError) return { problem: 'app.date_input.out_of_range' };
  return { value: value.format(WIRE[view]) };
}

/** A typed text read as the picker of the language reads it (the same adapter it uses). */
export function readTyped(text: string, locale: string, view: DateView = 'day'): Dayjs | null {
  const Adapter = adapterFor(locale);
  return new Adapter({ locale: adapterLocale(locale) }).parse(text, typedFormat(locale, view));
}

/** A wire day (or month) as people read it in the language: `2024-01-06` is `06/01/2567` in Thai. */
export function shownDate(value: unknown, locale: string, view: DateView = 'day'): string {
  const date = pickerValue(value);
  if (!date) return '';
  const Adapter = adapterFor(locale);
  return new Adapter({ locale: adapterLocale(locale) }).formatByString(date, typedFormat(locale, view));
}
