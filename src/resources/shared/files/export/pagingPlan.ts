// Which page an export asks next (docs/api.md, "Exports of any size").

export interface PageAsk {
  page: number;
  perPage: number;
}

export interface PageAnswer {
  count: number;
  total?: number;
  /** A page that starts like the one before repeats it. */
  firstId?: unknown;
}

export interface PagingState {
  next: PageAsk | undefined;
  read: number;
  total: number | undefined;
  /** None of a page that repeats the one before. */
  keep: number;
  /** Smaller than asked when the service caps its page size. */
  pageSize: number;
  /** The service sent the same page again: it ignores `page`. */
  repeated: boolean;
  previousFirstId?: string;
}

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

/** A short first page with more to come is a capped page size: the next pages are asked in that size. */
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

/** Both numbers for a warning when they disagree at the end. */
export function pagingShortfall(state: PagingState): { read: number; total: number } | undefined {
  if (state.total === undefined || state.read === state.total) return undefined;
  return { read: state.read, total: state.total };
}
