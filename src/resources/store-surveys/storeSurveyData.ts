import type { ResourceDescription } from '../../providers/dataEngine';
import { storeSurveyBody } from './storeSurveyRules';

/**
 * Store surveys on the back-office API: a paged list, and plain REST writes
 * (`POST /api/Storesurvey`, `PUT` and `DELETE /api/Storesurvey/{id}`). The list's parameters are
 * not given: they are assumed like the same API's `Advertise/WithPage` (`page`, `take`, answer
 * `{meta, data}`), with the filters and the sorting below (docs/api.md).
 */
export const storeSurveyData: ResourceDescription = {
  service: 'backoffice',
  idField: 'id',
  getList: {
    path: 'api/Storesurvey/WithPage',
    paging: 'page/take',
    answer: 'meta',
    filters: {
      q: { param: 'storename', field: 'storename', match: 'contains' },
      storetype: 'storetype',
      province: 'province',
      isinterested: 'isinterested',
    },
    serverSort: true,
  },
  // Assumed (docs/api.md): the spec gives no call for one survey; the REST endpoint's own GET, and
  // the list, paged through, where the service does not offer it.
  getOne: { path: 'api/Storesurvey/:id', assumed: true, orFromList: true },
  rest: {
    path: 'api/Storesurvey',
    writes: ['create', 'update', 'delete'],
    createBody: ({ data }) => storeSurveyBody(data),
    body: ({ data }) => storeSurveyBody(data),
  },
};
