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

/** `06/01/2567` in Thai (docs/decisions.md, "Dates on screen, on the wire and in files"). */
export function formatDate(value: DateInput, locale = currentLocale): string {
  const date = validDate(value);
  if (!date) return '';
  return locale === 'th' ? date.format('DD/MM/BBBB') : date.format('DD/MM/YYYY');
}

export function formatDateTime(value: DateInput, locale = currentLocale): string {
  const date = validDate(value);
  if (!date) return '';
  return locale === 'th' ? date.format('DD/MM/BBBB เวลา HH:mm น.') : date.format('DD/MM/YYYY HH:mm');
}

/** The day in the specification's `YYYY-MM-DD`, for files a spreadsheet sorts and reads as dates. */
export function formatIsoDay(value: DateInput): string {
  return validDate(value)?.format('YYYY-MM-DD') ?? '';
}

export function formatIsoDateTime(value: DateInput): string {
  return validDate(value)?.format('YYYY-MM-DD HH:mm') ?? '';
}

function validDate(value: DateInput): dayjs.Dayjs | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = dayjs(value);
  return date.isValid() ? date : undefined;
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

export const formatNumber = numberIn(twoDecimals);

/** A count (pieces in stock): grouped, without decimals. */
export const formatCount = numberIn(wholeNumber);

export const formatMoney = numberIn(baht);
