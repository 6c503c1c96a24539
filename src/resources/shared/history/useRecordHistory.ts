import { useInfiniteQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { STAFF_LOG_RESOURCE } from '../../../providers/history/historyEntry';
import { readHistoryPage, type HistoryItem, type HistorySubject } from './historyRead';

/** The cache key of a record's history: under the staff log's, so that a written entry refreshes it. */
export const historyKey = (subject: HistorySubject) =>
  [STAFF_LOG_RESOURCE, 'history', subject.resource, String(subject.id)] as const;

export interface RecordHistoryState {
  items: HistoryItem[];
  /** The first page is on its way. */
  loading: boolean;
  /** The log answered (every page asked so far): only then may the panel say it holds nothing. */
  answered: boolean;
  /** The log could not be read (the first page, or the last one asked). */
  error: unknown;
  more: boolean;
  loadingMore: boolean;
  showMore: () => void;
  retry: () => void;
}

/**
 * A record's history, newest first, a page at a time (`readHistoryPage`). Read through the app's
 * data provider: a 401 ends the session as every call's does. A failure is not tried again by
 * itself: the panel says why, with a button.
 */
export function useRecordHistory(subject: HistorySubject | undefined): RecordHistoryState {
  const dataProvider = useDataProvider();
  const query = useInfiniteQuery({
    queryKey: subject ? historyKey(subject) : [STAFF_LOG_RESOURCE, 'history', 'none'],
    queryFn: ({ pageParam }) => readHistoryPage(dataProvider, subject!, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.more ? pages.length + 1 : undefined),
    enabled: subject !== undefined,
    retry: false,
  });
  return {
    items: query.data?.pages.flatMap((page) => page.items) ?? [],
    loading: query.isPending && subject !== undefined,
    answered: query.isSuccess,
    error: query.error,
    more: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    showMore: () => void query.fetchNextPage(),
    retry: () => void query.refetch(),
  };
}
