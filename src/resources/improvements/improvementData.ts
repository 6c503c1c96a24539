import { readSession } from '../../api/session';
import type { ResourceDescription } from '../../providers/dataEngine';

/** What a suggestion is about, and where it stands (assumed codes, docs/api.md). */
export const IMPROVEMENT_AREAS = ['SCREEN', 'REPORT', 'SPEED', 'DATA', 'OTHER'] as const;
export const IMPROVEMENT_STATUSES = ['NEW', 'PLANNED', 'DONE', 'DECLINED'] as const;

/**
 * Staff suggestions for improving the system (`/improvesytem`, spelled as the old path): assumed
 * `GET /api/ImproveSystem` paged with `page` and `take`, newest first, filtered by `area` and
 * `status`; `POST /api/ImproveSystem` with `{title, detail, area, createdBy}` (the signed-in
 * username); the service records when, and a new suggestion's status is `NEW`.
 */
export const improvementData: ResourceDescription = {
  service: 'backoffice',
  idField: 'id',
  getList: {
    path: 'api/ImproveSystem',
    assumed: true,
    paging: 'page/take',
    answer: 'meta',
    filters: { q: { param: 'title', field: 'title', match: 'contains' }, area: 'area', status: 'status' },
  },
  create: {
    path: 'api/ImproveSystem',
    assumed: true,
    body: ({ data }) => ({
      title: String(data.title ?? '').trim(),
      detail: String(data.detail ?? '').trim(),
      area: data.area,
      createdBy: readSession()?.username ?? '',
    }),
  },
};
