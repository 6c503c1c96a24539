// A search of personal data stays out of the address (docs/decisions.md, "Personal searches stay out of the URL").

export type FilterValues = Record<string, unknown>;

/** The part of a filter that may go into the URL, and the part kept in the page's memory only. */
export interface SplitFilters {
  urlSafe: FilterValues;
  personal: FilterValues;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Splits a filter by the resource's `personalFilters`; an empty personal value is no filter and is dropped. */
export function splitFilters(filter: FilterValues, personalNames: readonly string[]): SplitFilters {
  const urlSafe: FilterValues = {};
  const personal: FilterValues = {};
  for (const [name, value] of Object.entries(filter)) {
    if (!personalNames.includes(name)) urlSafe[name] = value;
    else if (!isEmpty(value)) personal[name] = value;
  }
  return { urlSafe, personal };
}

/** Whether a URL carries personal filters anyway (a bookmark, an old link), to be moved into memory. */
export const personalInUrl = (filter: FilterValues, personalNames: readonly string[]): boolean =>
  Object.keys(filter).some((name) => personalNames.includes(name));
