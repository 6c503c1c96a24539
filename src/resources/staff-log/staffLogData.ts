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
  // The first of two people's check of a decision that needs two (docs/api.md, "Record history").
  'VERIFY',
  'EXPORT',
  // A look at personal data (docs/api.md, "Staff activity log"): the app writes these itself.
  'REVEAL',
  'PRINT',
] as const;

/**
 * The staff activity log: `GET /auth/Stafflog` (its parameters not given), assumed paged with
 * `page` and `take` like the API's other lists, newest first, filtered by `userId`, `action`, a
 * date range `start`/`end` (dates, both ends included) and, assumed, `partner` (the partner's id,
 * or part of its name); and, assumed, `resource` with `recordId`: the entries that name one record
 * (`namesRecord` in src/providers/history/historyEntry.ts, docs/api.md, "Record history"). The app
 * writes the entries of its looks at personal data with the assumed `POST /auth/Stafflog`
 * (docs/api.md): the body is built in src/resources/shared/personal/personalLog.ts; and those of its writes
 * to a record with a history, in src/providers/history/historyEntry.ts.
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
      // Together: one record's entries (the service matches them as `namesRecord` says).
      resource: { param: 'resource', serverOnly: true },
      recordId: { param: 'recordId', serverOnly: true },
    },
  },
  create: {
    path: 'auth/Stafflog',
    assumed: true,
    body: ({ data }) => data,
  },
};
