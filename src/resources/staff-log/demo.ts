import { isVisibleToRole } from '../../api/menuRules';
import type { MainMenuEntry } from '../../api/menuTypes';
import { fail, userOfRequest } from '../../demo/kit/respond';
import type { ResourceDemo } from '../../demo/kit/types';
import { wallTime, wireTime } from '../../demo/kit/wallClock';
import type { WireRecord } from '../../providers/dataEngine';
import { HISTORY_ACTIONS, namesRecord } from '../../providers/history/historyEntry';
import { PERSONAL_LOG_ACTIONS } from '../shared/personal/personalLogRules';
import { seedStaffLog } from './demoSeed';

/** What an entry of the app may carry (docs/api.md, "Staff activity log"); anything else is dropped. */
const POSTED_FIELDS = [
  'action',
  'resource',
  'recordId',
  'partnerId',
  'partnerName',
  'partnerResource',
  'fields',
  'rowCount',
  'rowIds',
  'filter',
  'changes',
  'detail',
] as const;

const known = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Why the body is not an entry the app writes, or undefined: a look at personal data names its
 * fields; a write to a record (docs/api.md, "Record history") names the record and its changes.
 */
function refusal(body: WireRecord): string | undefined {
  if (typeof body.resource !== 'string' || !body.resource) return 'resource is required';
  if ((PERSONAL_LOG_ACTIONS as readonly unknown[]).includes(body.action))
    return Array.isArray(body.fields) && body.fields.length > 0 ? undefined : 'fields are required';
  if (!(HISTORY_ACTIONS as readonly unknown[]).includes(body.action))
    return `action must be one of ${[...PERSONAL_LOG_ACTIONS, ...HISTORY_ACTIONS].join(', ')}`;
  if (!known(body.recordId)) return 'recordId is required';
  return Array.isArray(body.changes) ? undefined : 'changes are required';
}

const demo: ResourceDemo = {
  menu: { 'staff-log': { id: 118, roles: ['admin'], created: '2024-02-13T09:20:00.000Z' } },
  seed: () => seedStaffLog(),
  // Newest first, as the service answers: ids follow time, an entry written now has the largest.
  defaultOrder: (a, b) => Number(b.id) - Number(a.id),
  // `resource` with `recordId`: the entries that name that record, as the service is assumed to.
  // The whole log, or a resource's part of it, only to the roles of its menu entry; a record's
  // history to whoever opens the record (docs/api.md, "Who may call what").
  listRefusal: (query, { store }, request) => {
    if (query.get('resource') && query.get('recordId')) return undefined;
    const entry = [...store.collection('Mainmenu'), ...store.collection('Submenu')].find(
      (row) => row.menu === 'staff-log',
    );
    const role = userOfRequest(store, request)?.role;
    if (entry && isVisibleToRole(entry as Pick<MainMenuEntry, 'allowedroles'>, role)) return undefined;
    return fail(403, `Role '${role ?? ''}' may not read the staff log`);
  },
  listMatch: {
    params: ['resource', 'recordId'],
    matches: (record, query) => {
      const resource = query.get('resource');
      const recordId = query.get('recordId');
      if (!resource) return true;
      if (!recordId) return record.resource === resource;
      return namesRecord(record, resource, recordId);
    },
  },
  /**
   * An entry the app writes: a look at personal data, or a write to a record with a history. Who
   * and when are the service's own (the token's user, its clock), never what the body says; the
   * service's own actions (a sign-in) are not written by the app.
   */
  fromBody: (body, { store }, _current, request) => {
    const user = userOfRequest(store, request);
    if (!user) return fail(401, 'Unauthorized: please sign in again');
    const refused = refusal(body);
    if (refused) return fail(400, refused);
    const kept = Object.fromEntries(
      POSTED_FIELDS.filter((field) => field in body).map((field) => [field, body[field]]),
    );
    return { ...kept, userId: user.id, username: user.username, createdAt: wireTime(wallTime()) };
  },
};
export default demo;
