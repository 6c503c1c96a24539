import type { ResourceDescription } from '../../providers/dataEngine';

/** What staff did, as the log records it (assumed fields, docs/api.md). */
export const STAFF_ACTIONS = [
  'LOGIN',
  'LOGOUT',
  'CREATE',
  'UPDATE',
  'DELETE',
  'APPROVE',
  'REJECT',
  'EXPORT',
] as const;

/**
 * The staff activity log: `GET /auth/Stafflog` ("query parameters", spec §7), assumed paged with
 * `page` and `take` like the API's other lists, newest first, filtered by `userId`, `action` and a
 * date range `start`/`end` (dates, both ends included; docs/api.md).
 */
export const staffLogData: ResourceDescription = {
  service: 'backoffice',
  idField: 'id',
  getList: {
    path: 'auth/Stafflog',
    paging: 'page/take',
    answer: 'meta',
    filters: {
      userId: 'userId',
      action: 'action',
      start: { param: 'start', field: 'createdAt', match: 'from' },
      end: { param: 'end', field: 'createdAt', match: 'to' },
    },
  },
};
