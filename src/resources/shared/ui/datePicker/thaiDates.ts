import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/th';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdapterDayjsBuddhist } from '@mui/x-date-pickers/AdapterDayjsBuddhist';

/** The wire never sees the Buddhist era, only what people type and read (docs/api.md, "Dates typed by people"). */
export type DateView = 'day' | 'month';

const WIRE: Record<DateView, string> = { day: 'YYYY-MM-DD', month: 'YYYY-MM' };

export function typedFormat(locale: string, view: DateView = 'day'): string {
  const year = locale === 'en' ? 'YYYY' : 'BBBB';
  return view === 'month' ? `MM/${year}` : `DD/MM/${year}`;
}

const BUDDHIST_YEAR_OFFSET = 543;

const FOUR_DIGITS = /(?<!\d)\d{4}(?!\d)/g;

/** MUI X's own parse takes 543 years off after reading the day, so 29/02/2567 was refused: the year goes first. */
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

export function adapterFor(locale: string): typeof AdapterDayjs {
  return locale === 'en' ? AdapterDayjs : ThaiBuddhistAdapter;
}

export const adapterLocale = (locale: string): string => (locale === 'en' ? 'en' : 'th');

export function pickerValue(value: unknown): Dayjs | null {
  if (typeof value !== 'string' || value === '') return null;
  // A record read from the server may hold a date-time, whose day is shown.
  const date = /^\d{4}-\d{2}(-\d{2})?$/.test(value) ? dayjs(value) : dayjs(value.slice(0, 10));
  return date.isValid() ? date : null;
}

export type TypedDateProblem = 'app.date_input.invalid' | 'app.date_input.out_of_range';

export type PickedDate = { value: string } | { problem: TypedDateProblem };

/** '' once cleared, as react-admin's DateInput gives; a Thai year typed as AD (2024 is 1481 AD) is out of range. */
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

export function readTyped(text: string, locale: string, view: DateView = 'day'): Dayjs | null {
  const Adapter = adapterFor(locale);
  return new Adapter({ locale: adapterLocale(locale) }).parse(text, typedFormat(locale, view));
}

/** `2024-01-06` is `06/01/2567` in Thai. */
export function shownDate(value: unknown, locale: string, view: DateView = 'day'): string {
  const date = pickerValue(value);
  if (!date) return '';
  const Adapter = adapterFor(locale);
  return new Adapter({ locale: adapterLocale(locale) }).formatByString(date, typedFormat(locale, view));
}
