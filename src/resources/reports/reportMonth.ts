/** The month a report covers (`YYYY-MM`) and its days. Pure. */

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export interface MonthDays {
  /** `YYYY-MM`. */
  month: string;
  /** The first and the last day, `YYYY-MM-DD`. */
  start: string;
  end: string;
}

const two = (value: number) => String(value).padStart(2, '0');

/** The month of a moment, on the browser's clock (the services write local times). */
export const monthOf = (date: Date) => `${date.getFullYear()}-${two(date.getMonth() + 1)}`;

/** `2028-02` → 2028-02-01 to 2028-02-29. */
export function daysOfMonth(month: string): MonthDays {
  const [year, monthNumber] = month.split('-').map(Number);
  // Day 0 of the next month is the last day of this one.
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { month, start: `${month}-01`, end: `${month}-${two(lastDay)}` };
}

/** Why a month cannot be reported on, as a translation key; nothing when it can. */
export function monthProblem(month: string, currentMonth: string): string | undefined {
  if (!MONTH.test(month)) return 'resources.reports.choices.month_required';
  if (month > currentMonth) return 'resources.reports.choices.month_future';
  return undefined;
}

/** The month as people write it: `พฤศจิกายน 2569` (Buddhist era) in Thai, `November 2026` in English. */
export function monthName(month: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'th-TH', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}
