/** Local time read as if UTC, so seeds avoid time-zone lookups (docs/performance.md, "Demo seeds"). */
export const MINUTE = 60_000;
export const DAY = 86_400_000;

export const wallTime = (moment: Date = new Date()) => moment.getTime() - moment.getTimezoneOffset() * MINUTE;

const two = (value: number) => (value < 10 ? `0${value}` : String(value));

/** The calendar date of a day number (days since 1970-01-01): Howard Hinnant's civil_from_days. */
function civil(days: number): [number, number, number] {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  return [yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day];
}

/** `YYYY-MM-DD`. */
export function wireDay(wall: number): string {
  const [year, month, day] = civil(Math.floor(wall / DAY));
  return `${year}-${two(month)}-${two(day)}`;
}

/** `YYYY-MM-DDTHH:mm:ss`. */
export function wireTime(wall: number): string {
  const seconds = Math.floor((wall - startOfDay(wall)) / 1000);
  return `${wireDay(wall)}T${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
}

export const parseWire = (text: string) => Date.parse(text.length === 10 ? `${text}T00:00:00Z` : `${text}Z`);

export const startOfDay = (wall: number) => wall - (((wall % DAY) + DAY) % DAY);

export const weekday = (wall: number) => new Date(wall).getUTCDay();

/** The Monday that starts the week of a moment. */
export const startOfWeek = (wall: number) => startOfDay(wall) - ((weekday(wall) + 6) % 7) * DAY;
