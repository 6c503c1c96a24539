import type { ResourceDescription } from '../../providers/dataEngine';

/** Fields assumed (docs/api.md). */
export interface AdvertRecord {
  id: number;
  title: string;
  typeApp: string;
  typeAdv: string;
  imageUrl: string | null;
  startDate: string;
  endDate: string;
  isActive: boolean;
  createdAt: string;
}

/** Filters and sorting assumed like the same API's store-survey list (docs/api.md). */
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

export interface AdvertLogRecord {
  id: number;
  TypeApp: string;
  TypeAdv: string;
  createdAt: string;
}

/** An assumed read call (docs/api.md). */
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
