import type { ResourceDescription } from '../../providers/dataEngine';

/** Where a support request stands (assumed codes, docs/api.md). */
export const SUPPORT_STATUSES = ['OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED'] as const;
/** Who asked: a grocery store's user or a wholesaler's (the codes the master data's paths use). */
export const REQUESTER_TYPES = ['GC', 'WS'] as const;

/**
 * Support requests from the apps' users: `GET /support/UserSupport` (its parameters not given),
 * assumed paged with `page` and `take` like the API's other lists, newest first, filtered by
 * `status`, `requesterType` and `topic` (contains); one request is `GET /support/UserSupport/{id}`.
 */
export const supportData: ResourceDescription = {
  service: 'backoffice',
  idField: 'id',
  getList: {
    path: 'support/UserSupport',
    paging: 'page/take',
    answer: 'meta',
    filters: {
      q: { param: 'topic', field: 'topic', match: 'contains' },
      status: 'status',
      requesterType: 'requesterType',
    },
    serverSort: true,
  },
  // Assumed (docs/api.md); the list, paged through, where the service does not offer it.
  getOne: { path: 'support/UserSupport/:id', assumed: true, orFromList: true },
};
