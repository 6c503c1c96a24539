import type { ResourceDescription } from '../../providers/dataEngine';

/** An advert as `Advertise/WithPage` answers it (fields assumed, docs/api.md; camelCase as that API's `meta`). */
export interface AdvertRecord {
  id: number;
  title: string;
  /** The app it promotes (`GC` grocery, `WS` wholesaler): a link's `TypeApp`. */
  typeApp: string;
  /** Its code in a link's `TypeAdv` (where it runs: POSTER, FACEBOOK, LINE...). */
  typeAdv: string;
  imageUrl: string | null;
  startDate: string;
  endDate: string;
  isActive: boolean;
  createdAt: string;
}

/**
 * Adverts on the back-office API: `GET /kk-bo-api/api/Advertise/WithPage` with `page`
 * and `take`, answered `{meta: {page, take, itemCount}, data}`. Filters and sorting are assumed
 * like the same API's store-survey list (docs/api.md).
 */
export const advertData: ResourceDescription = {
  service: 'backoffice',
  idField: 'id',
  getList: {
    path: 'kk-bo-api/api/Advertise/WithPage',
    paging: 'page/take',
    answer: 'meta',
    filters: {
      q: { param: 'title', field: 'title', match: 'contains' },
      typeApp: 'typeApp',
      isActive: 'isActive',
    },
    serverSort: true,
  },
};

/** One visit of the landing page, as AddLog stored it (assumed read call, docs/api.md). */
export interface AdvertLogRecord {
  id: number;
  TypeApp: string;
  TypeAdv: string;
  createdAt: string;
}

/**
 * The landing page's visits (assumed `GET /kk-bo-api/api/Advertise/Logs` with `start` and `end`
 * dates, answered whole as `{data}`), for the adverts dashboard.
 */
export const advertLogData: ResourceDescription = {
  service: 'backoffice',
  idField: 'id',
  getList: {
    path: 'kk-bo-api/api/Advertise/Logs',
    assumed: true,
    filters: {
      start: { param: 'start', field: 'createdAt', match: 'from' },
      end: { param: 'end', field: 'createdAt', match: 'to' },
      TypeApp: 'TypeApp',
    },
  },
};
