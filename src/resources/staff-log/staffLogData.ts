import type { ResourceDescription } from '../../providers/dataEngine';

/** Assumed (docs/api.md). */
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

/** Its parameters are assumed (docs/api.md, "Staff activity log"; docs/api.md, "Record history"). */
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
