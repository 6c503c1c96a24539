import { HttpError, type DataProvider, type Identifier } from 'react-admin';
import { HTTP_ERROR_KEYS, isNotOffered } from '../../../api/http';
import type { HistoryChange } from '../../../providers/history/historyChanges';
import { namesRecord, STAFF_LOG_RESOURCE } from '../../../providers/history/historyEntry';

// A record's history, read from the staff log a page at a time (docs/api.md, "Record history").

export interface HistorySubject {
  resource: string;
  id: Identifier;
}

export interface HistoryItem {
  id: string;
  /** The log's own codes kept as they are. */
  action: string;
  userId: string;
  username: string;
  createdAt: string;
  resource: string;
  recordId?: string;
  /** Those looked at (a reveal) or a file's personal columns. */
  fields: string[];
  rowCount?: number;
  changes: HistoryChange[];
  detail: string;
}

export const HISTORY_PAGE = 20;

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The demo writes `userId`, a service may send `UserId`. */
const read = (raw: Record<string, unknown>, ...names: string[]) =>
  names.map((name) => raw[name]).find((value) => value !== undefined && value !== null);

const changesOf = (value: unknown): HistoryChange[] =>
  Array.isArray(value)
    ? value.filter(
        (change): change is HistoryChange =>
          typeof change === 'object' && change !== null && typeof change.field === 'string',
      )
    : [];

export function historyItemOf(raw: Record<string, unknown>): HistoryItem {
  const rowCount = read(raw, 'rowCount', 'RowCount');
  const fields = read(raw, 'fields', 'Fields');
  return {
    id: text(read(raw, 'id', 'LogId', 'Id')),
    action: text(read(raw, 'action', 'Action')).toUpperCase(),
    userId: text(read(raw, 'userId', 'UserId')),
    username: text(read(raw, 'username', 'Username', 'UserName')),
    createdAt: text(read(raw, 'createdAt', 'CreatedAt', 'CreatedDate')),
    resource: text(raw.resource),
    ...(raw.recordId !== undefined && raw.recordId !== null ? { recordId: text(raw.recordId) } : {}),
    fields: Array.isArray(fields) ? fields.map(text) : [],
    ...(typeof rowCount === 'number' ? { rowCount } : {}),
    changes: changesOf(read(raw, 'changes', 'Changes')),
    detail: text(read(raw, 'detail', 'Detail')),
  };
}

/** The log does not filter by record, so no history can be told. */
export const UNFILTERED = 'app.history.reasons.unfiltered';

export interface HistoryPage {
  items: HistoryItem[];
  more: boolean;
}

/** Another record's entry in the answer is an error (`UNFILTERED`), never the record's history. */
export async function readHistoryPage(
  dataProvider: Pick<DataProvider, 'getList'>,
  subject: HistorySubject,
  page: number,
  perPage = HISTORY_PAGE,
): Promise<HistoryPage> {
  const { data, total } = await dataProvider.getList(STAFF_LOG_RESOURCE, {
    filter: { resource: subject.resource, recordId: String(subject.id) },
    pagination: { page, perPage },
    sort: { field: 'id', order: 'DESC' },
  });
  if (data.some((row) => !namesRecord(row, subject.resource, subject.id)))
    throw new HttpError(UNFILTERED, 200, {});
  const seen = (page - 1) * perPage + data.length;
  return {
    items: data.map((row) => historyItemOf(row)),
    more: data.length === perPage && (total === undefined || seen < total),
  };
}

export interface HistoryReadReason {
  key: string;
  args?: Record<string, unknown>;
}

/** What the panel says instead of the history: never "no entries". */
export function historyReadReason(error: unknown): HistoryReadReason {
  const reasons = 'app.history.reasons';
  if (!(error instanceof HttpError)) return { key: `${reasons}.unknown` };
  if (error.message === UNFILTERED) return { key: UNFILTERED };
  if (isNotOffered(error) || [404, 405, 501].includes(error.status)) return { key: `${reasons}.not_offered` };
  if (error.status === 403) return { key: `${reasons}.forbidden` };
  if (error.message === HTTP_ERROR_KEYS.network) return { key: `${reasons}.network` };
  if (error.message === HTTP_ERROR_KEYS.timeout) return { key: `${reasons}.timeout` };
  if (error.message === HTTP_ERROR_KEYS.malformed || error.status >= 500)
    return { key: `${reasons}.server`, args: { status: error.status } };
  return { key: `${reasons}.refused`, args: { status: error.status, message: error.message } };
}

/** From entries newest first (who set a withdrawal's status to "verified"). */
export const latestChangeTo = (
  items: readonly HistoryItem[],
  field: string,
  value: unknown,
): HistoryItem | undefined =>
  items.find((item) =>
    item.changes.some((change) => change.field === field && String(change.after) === String(value)),
  );

export type HistoryPanelState = 'waiting' | 'entries' | 'empty' | 'unreadable';

/** "No entries yet" only once the log answered with none; a failed read is never that. */
export function historyPanelState(read: {
  items: readonly unknown[];
  answered: boolean;
  error: unknown;
}): HistoryPanelState {
  if (read.error) return 'unreadable';
  if (read.items.length > 0) return 'entries';
  return read.answered ? 'empty' : 'waiting';
}
