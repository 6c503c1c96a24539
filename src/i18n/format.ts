import dayjs from 'dayjs';
import 'dayjs/locale/th';
import buddhistEra from 'dayjs/plugin/buddhistEra';

dayjs.extend(buddhistEra);
dayjs.locale('th');

let currentLocale = 'th';

/** Follows the interface language, so dayjs' month and day names match it. */
export function setDateLocale(locale: string): void {
  currentLocale = locale === 'en' ? 'en' : 'th';
}

type DateInput = string | number | Date | null | undefined;

/** Dates are shown as YYYY-MM-DD (docs/requirements.md, "Formats"). */
export function formatDate(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('YYYY-MM-DD') : '';
}

/** YYYY-MM-DD with the time and, in Thai, the time label ("เวลา 14:05 น."). */
export function formatDateTime(value: DateInput, locale = currentLocale): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  if (!date.isValid()) return '';
  return locale === 'th' ? date.format('YYYY-MM-DD เวลา HH:mm น.') : date.format('YYYY-MM-DD HH:mm');
}

/** Today's date and time for the top bar, e.g. "อาทิตย์ 22 พ.ย. 2569 เวลา 10:15:30 น.". */
export function formatClock(value: DateInput, locale = currentLocale): string {
  const date = dayjs(value);
  return locale === 'th'
    ? date.locale('th').format('dddd D MMM BBBB เวลา HH:mm:ss น.')
    : date.locale('en').format('ddd D MMM YYYY, HH:mm:ss');
}

const twoDecimals = new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeNumber = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 0 });
const baht = new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB', minimumFractionDigits: 2 });

/** A number in a format; nothing, an empty text or what is not a number shows as empty. */
const numberIn =
  (format: Intl.NumberFormat) =>
  (value: number | string | null | undefined): string => {
    const number = Number(value);
    return value === null || value === undefined || value === '' || !Number.isFinite(number)
      ? ''
      : format.format(number);
  };

/** Numbers with two decimals. */
export const formatNumber = numberIn(twoDecimals);

/** A count (pieces in stock): grouped, without decimals. */
export const formatCount = numberIn(wholeNumber);

/** Money: two decimals, Thai baht. */
export const formatMoney = numberIn(baht);
