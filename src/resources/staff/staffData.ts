import type { ResourceDescription } from '../../providers/dataEngine';
import { staffBody } from './staffRules';

/**
 * Back-office staff on the auth API: the list is assumed (`GET /auth/Users`, paged with `page` and
 * `take` like the API's other lists); create `POST /auth/CreateUser`, edit `PATCH /auth/UpdateUser`,
 * delete `DELETE /auth/DeleteUser/{id}` (spec §7; their fields assumed, docs/api.md).
 */
export const staffData: ResourceDescription = {
  service: 'backoffice',
  idField: 'id',
  getList: {
    path: 'auth/Users',
    paging: 'page/take',
    answer: 'meta',
    filters: {
      q: { param: 'name', field: 'name', match: 'contains' },
      role: 'role',
      positionId: 'positionId',
      isActive: 'isActive',
    },
    serverSort: true,
  },
  getOne: { path: 'auth/Users/:id' },
  create: { path: 'auth/CreateUser', body: ({ data }) => staffBody(data, true) },
  update: {
    path: 'auth/UpdateUser',
    method: 'PATCH',
    body: ({ id, data }) => staffBody({ ...data, id }, false),
  },
  delete: { path: 'auth/DeleteUser/:id' },
};
