import type { DataProvider, RaRecord } from 'react-admin';
import { sameId, wholePagedList } from '../../../providers/dataEngine';
import { historyMeta } from '../../../providers/history/withRecordHistory';

/**
 * A decision (a withdrawal, a licence) is sent once, on the state the person saw: right before it
 * is sent, the record is read again with the call that lists it, and a status that changed meanwhile
 * (another person decided) stops it (docs/api.md, "Decisions made once").
 */

/** What the record read again says of the decision about to be sent. */
export type FreshState =
  /** As the person saw it: the decision may be sent. */
  | { state: 'unchanged'; record: RaRecord }
  /** Its status changed meanwhile: nothing is sent, and the new status is named. */
  | { state: 'changed'; record: RaRecord; status: unknown }
  /** The list no longer holds it. */
  | { state: 'gone' };

const codeOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Compares the record as shown with the same record read again, by its status field. */
export function freshState(shown: RaRecord, fresh: RaRecord | undefined, statusField: string): FreshState {
  if (!fresh) return { state: 'gone' };
  const status = fresh[statusField];
  return codeOf(status) === codeOf(shown[statusField])
    ? { state: 'unchanged', record: fresh }
    : { state: 'changed', record: fresh, status };
}

/** Rows asked per page of the read again: the filter narrows the list to a few. */
const READ_AGAIN_PAGE = 100;

/**
 * The record as the service lists it now: the list call narrowed by `filter` (the record's own
 * partner, day or name), every page of it, then the row with the record's id; undefined when the
 * answer does not hold it. A failed call throws (the state could not be read).
 */
export async function readAgain(
  dataProvider: Pick<DataProvider, 'getList'>,
  resource: string,
  record: RaRecord,
  filter: Record<string, unknown>,
): Promise<RaRecord | undefined> {
  const { data } = await wholePagedList(
    { filter, pagination: { page: 1, perPage: READ_AGAIN_PAGE }, sort: { field: 'id', order: 'ASC' } },
    async (params) => {
      const page = await dataProvider.getList(resource, params);
      return { data: page.data, total: page.total ?? page.data.length };
    },
  );
  return (data as RaRecord[]).find((row) => sameId(row.id, record.id));
}

/** The service refused the decision as a conflict: the record was already decided (HTTP 409). */
export const isConflict = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409;

/**
 * `meta` of a decision's write: the record's history says it was approved or rejected, not merely
 * edited (docs/api.md, "Record history").
 */
export const decisionMeta = (decision: 'approve' | 'reject') =>
  historyMeta(decision === 'approve' ? 'APPROVE' : 'REJECT');
