import { fail, userOfRequest } from '../../demo/kit/respond';
import type { ResourceDemo } from '../../demo/kit/types';
import { wallTime, wireTime } from '../../demo/kit/wallClock';
import { PERSONAL_LOG_ACTIONS } from '../shared/personalLogRules';
import { seedStaffLog } from './demoSeed';

/** What an entry of the app may carry (docs/api.md, "Staff activity log"); anything else is dropped. */
const POSTED_FIELDS = [
  'action',
  'resource',
  'recordId',
  'partnerId',
  'partnerName',
  'fields',
  'rowCount',
  'rowIds',
  'filter',
  'detail',
] as const;

const demo: ResourceDemo = {
  seed: () => seedStaffLog(),
  // Newest first, as the service answers: ids follow time, an entry written now has the largest.
  defaultOrder: (a, b) => Number(b.id) - Number(a.id),
  /**
   * An entry the app writes: a look at personal data. Who and when are the service's own (the
   * token's user, its clock), never what the body says; the service's own actions are not
   * written by the app.
   */
  fromBody: (body, { store }, _current, request) => {
    const user = userOfRequest(store, request);
    if (!user) return fail(401, 'Unauthorized: please sign in again');
    if (!(PERSONAL_LOG_ACTIONS as readonly unknown[]).includes(body.action))
      return fail(400, `action must be one of ${PERSONAL_LOG_ACTIONS.join(', ')}`);
    if (typeof body.resource !== 'string' || !body.resource) return fail(400, 'resource is required');
    if (!Array.isArray(body.fields) || body.fields.length === 0) return fail(400, 'fields are required');
    const kept = Object.fromEntries(
      POSTED_FIELDS.filter((field) => field in body).map((field) => [field, body[field]]),
    );
    return { ...kept, userId: user.id, username: user.username, createdAt: wireTime(wallTime()) };
  },
};
export default demo;
