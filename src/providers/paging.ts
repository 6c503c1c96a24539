/** The app's page sizes and paging bounds, each said once. */

/** Rows on a list's page (docs/requirements.md, "List conventions"). */
export const LIST_PER_PAGE = 50;

/**
 * A list request for this many rows or more asks for the whole list: the engine pages through a
 * service that answers fewer rows a page than asked (a capped page size) until it has them all.
 */
export const WHOLE_LIST_PER_PAGE = 1000;
/** How many pages a whole list may take: a bound, so that a service that never ends cannot hold the app. */
export const WHOLE_LIST_MAX_PAGES = 200;
/** Rows asked for when one record is read by its list's id filter: a few, for a filter that matches more. */
export const ONE_BY_FILTER_ROWS = 10;

/**
 * How many waiting records a queue's count reads when the service cannot sort them by the time
 * they started waiting: enough that the oldest is known in all but a flooded queue.
 */
export const QUEUE_AGE_PAGE = 50;
