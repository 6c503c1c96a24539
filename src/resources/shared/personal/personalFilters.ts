/*
 * A list's search of personal data (a person's name, a phone, an e-mail, a citizen id) stays out
 * of the address bar (docs/decisions.md, "Personal searches stay out of the URL"). Pure, no React.
 */

/** A list's filter values by filter name, as react-admin holds them. */
export type FilterValues = Record<string, unknown>;

/** What the list keeps where: the part that may go into the URL, and the part kept in memory. */
export interface SplitFilters {
  /** Goes into the URL (`?filter=`) and react-admin's stored list params, as any filter does. */
  urlSafe: FilterValues;
  /** Kept in the page's memory only; an empty value is no filter and is dropped. */
  personal: FilterValues;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Splits a list's filter by the names the resource declares personal (`personalFilters` in its
 * definition): those never reach the URL. A filter of another name is left as it is, empty or not,
 * for react-admin to handle as before.
 */
export function splitFilters(filter: FilterValues, personalNames: readonly string[]): SplitFilters {
  const urlSafe: FilterValues = {};
  const personal: FilterValues = {};
  for (const [name, value] of Object.entries(filter)) {
    if (!personalNames.includes(name)) urlSafe[name] = value;
    else if (!isEmpty(value)) personal[name] = value;
  }
  return { urlSafe, personal };
}

/**
 * The personal filters a URL carries anyway (a bookmark, an old link, a page opened before the
 * filter was declared personal): they are moved into memory, and the address is written again
 * without them.
 */
export const personalInUrl = (filter: FilterValues, personalNames: readonly string[]): boolean =>
  Object.keys(filter).some((name) => personalNames.includes(name));
