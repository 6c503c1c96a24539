/** The app's page sizes and paging bounds, each said once. */

/** Rows on a list's page (docs/requirements.md, "List conventions"). */
export const LIST_PER_PAGE = 50;

/** This many rows or more asks for the whole list, paged through a service that caps its page size. */
export const WHOLE_LIST_PER_PAGE = 1000;
/** How many pages a whole list may take: a bound, so that a service that never ends cannot hold the app. */
export const WHOLE_LIST_MAX_PAGES = 200;
/** A few, for an id filter that matches more. */
export const ONE_BY_FILTER_ROWS = 10;

/** Unsorted, enough that the oldest is known in all but a flooded queue. */
export const QUEUE_AGE_PAGE = 50;
