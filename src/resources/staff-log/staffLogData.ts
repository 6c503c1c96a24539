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
  // A look at personal data (docs/api.md, "Staff activity log"): the app writes these itself.
  'REVEAL',
  'PRINT',
] as const;

/**
 * The staff activity log: `GET /auth/Stafflog` (its parameters not given), assumed paged with
 * `page` and `take` like the API's other lists, newest first, filtered by `userId`, `action`, a
 * date range `start`/`end` (dates, both ends included) and, assumed, `partner` (the partner's id,
 * or part of its name). The app writes the entries of its looks at personal data with the assumed
 * `POST /auth/Stafflog` (docs/api.md): the body is built in src/resources/shared/personalLog.ts.
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
      partner: {
        param: 'partner',
        field: 'partnerName',
        match: 'contains',
        orMatches: [{ field: 'partnerId' }],
      },
    },
  },
  create: {
    path: 'auth/Stafflog',
    assumed: true,
    body: ({ data }) => data,
  },
};
