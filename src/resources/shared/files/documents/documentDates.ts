// As Thai accounting writes them ("25 พฤศจิกายน 2569"); what is not a date gives nothing, never today.
import dayjs from 'dayjs';
import 'dayjs/locale/th';
import buddhistEra from 'dayjs/plugin/buddhistEra';

dayjs.extend(buddhistEra);

type DateValue = string | number | Date | null | undefined;

const parsed = (value: DateValue) => {
  if (value === null || value === undefined || value === '') return undefined;
  const date = dayjs(value);
  return date.isValid() ? date : undefined;
};

/** `2026-11-25` → "25 พฤศจิกายน 2569" (Thai) or "25 November 2026". */
export function documentDate(value: DateValue, locale: string): string | undefined {
  const date = parsed(value);
  if (!date) return undefined;
  return locale === 'th' ? date.locale('th').format('D MMMM BBBB') : date.locale('en').format('D MMMM YYYY');
}

/** With the time: "25 พฤศจิกายน 2569 เวลา 14:05 น." or "25 November 2026, 14:05". */
export function documentDateTime(value: DateValue, locale: string): string | undefined {
  const date = parsed(value);
  if (!date) return undefined;
  return locale === 'th'
    ? date.locale('th').format('D MMMM BBBB เวลา HH:mm น.')
    : date.locale('en').format('D MMMM YYYY, HH:mm');
}

/** `2026-11` → "พฤศจิกายน 2569" or "November 2026". */
export function documentMonth(month: string, locale: string): string | undefined {
  const date = parsed(`${month}-01`);
  if (!date || !/^\d{4}-\d{2}$/.test(month)) return undefined;
  return locale === 'th' ? date.locale('th').format('MMMM BBBB') : date.locale('en').format('MMMM YYYY');
}

/** Both days in full, so a span over a month's or a year's end reads the same. */
export function documentDays(start: DateValue, end: DateValue, locale: string): string | undefined {
  const from = documentDate(start, locale);
  const to = documentDate(end, locale);
  if (from && to) return from === to ? from : `${from} – ${to}`;
  return from ?? to;
}
