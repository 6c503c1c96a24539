/**
 * Which page an export asks next (pure, no React): page after page with the list's own filter and
 * sort until the rows read reach the answer's total, or a page comes back short or empty
 * (docs/api.md, "Exports of any size").
 */

/** A list call's paging, as react-admin's `pagination`. */
export interface PageAsk {
  page: number;
  perPage: number;
}

/** What a page's answer tells the plan. */
export interface PageAnswer {
  /** Rows the page held. */
  count: number;
  /** The answer's total, when it gives one. */
  total?: number;
  /** The page's first row's id: a page that starts like the one before repeats it. */
  firstId?: unknown;
}

export interface PagingState {
  /** The next page to ask for; undefined once the export has every row it will get. */
  next: PageAsk | undefined;
  /** Rows read so far (the rows of repeated pages not counted). */
  read: number;
  /** The total the latest answer gave. */
  total: number | undefined;
  /** Rows of the latest page that belong in the file (none of a page that repeats the one before). */
  keep: number;
  /** The page size the service really answers: smaller than asked when it caps its page size. */
  pageSize: number;
  /** Why the paging stopped early: the service sent the same page again (it ignores `page`). */
  repeated: boolean;
  previousFirstId?: string;
}

/** The first page: `pageSize` rows. */
export function startPaging(pageSize: number): PagingState {
  return {
    next: { page: 1, perPage: pageSize },
    read: 0,
    total: undefined,
    keep: 0,
    pageSize,
    repeated: false,
  };
}

/**
 * The plan after a page's answer. A first page shorter than asked while the total says there are
 * more is a capped page size: the next pages are asked in the size the service answered (page 2 of
 * that size starts where the first stopped, however the service counts pages). Any later short or
 * empty page ends the export, as does reaching the total.
 */
export function afterPage(state: PagingState, answer: PageAnswer): PagingState {
  const asked = state.next;
  if (!asked) return { ...state, keep: 0 };
  const total = answer.total ?? state.total;
  const firstId =
    answer.firstId === undefined || answer.firstId === null ? undefined : String(answer.firstId);
  if (asked.page > 1 && firstId !== undefined && firstId === state.previousFirstId)
    return { ...state, next: undefined, keep: 0, total, repeated: true };
  const read = state.read + answer.count;
  const done = (next: PageAsk | undefined, pageSize = state.pageSize): PagingState => ({
    next,
    read,
    total,
    keep: answer.count,
    pageSize,
    repeated: false,
    previousFirstId: firstId,
  });
  if (answer.count === 0) return done(undefined);
  const more = total === undefined || read < total;
  if (!more) return done(undefined);
  if (answer.count < asked.perPage) {
    if (asked.page === 1 && total !== undefined)
      return done({ page: 2, perPage: answer.count }, answer.count);
    return done(undefined);
  }
  return done({ page: asked.page + 1, perPage: asked.perPage });
}

/**
 * When the rows read and the total disagree at the end (the service stopped early, repeated a
 * page, or its total moved while the export ran): both numbers, for a warning. Undefined when they
 * agree or the service gave no total.
 */
export function pagingShortfall(state: PagingState): { read: number; total: number } | undefined {
  if (state.total === undefined || state.read === state.total) return undefined;
  return { read: state.read, total: state.total };
}
