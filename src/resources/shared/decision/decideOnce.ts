import type { DataProvider, RaRecord } from 'react-admin';
import { sameId, wholePagedList } from '../../../providers/dataEngine';
import { historyMeta } from '../../../providers/history/withRecordHistory';

// A decision is sent only on the state the person saw (docs/api.md, "Decisions made once").

export type FreshState =
  | { state: 'unchanged'; record: RaRecord }
  | { state: 'changed'; record: RaRecord; status: unknown }
  | { state: 'gone' };

const codeOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function freshState(shown: RaRecord, fresh: RaRecord | undefined, statusField: string): FreshState {
  if (!fresh) return { state: 'gone' };
  const status = fresh[statusField];
  return codeOf(status) === codeOf(shown[statusField])
    ? { state: 'unchanged', record: fresh }
    : { state: 'changed', record: fresh, status };
}

/** The filter narrows the list to a few rows. */
const READ_AGAIN_PAGE = 100;

/** The record as the service lists it now, read by the list call (there is no get-one); a failed call throws. */
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

/** The record was already decided (HTTP 409). */
export const isConflict = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409;

/** So the history says approved or rejected, not merely edited (docs/api.md, "Record history"). */
export const decisionMeta = (decision: 'approve' | 'reject') =>
  historyMeta(decision === 'approve' ? 'APPROVE' : 'REJECT');
