import type { ResourceDescription, WireRecord } from '../../providers/dataEngine';
import { staffBody } from './staffRules';
import { readSpellings } from '../shared/domain/wireSpellings';

/**
 * The spelling the app uses (the key), then the others a service plausibly sends: the spec names
 * no field of a user ("user fields not shown"). Documented in docs/api.md, "Staff".
 */
export const STAFF_SPELLINGS = {
  id: ['Id', 'userId', 'UserId', 'user_id'],
  username: ['Username', 'userName', 'UserName', 'user_name'],
  name: ['Name', 'fullName', 'FullName', 'full_name'],
  email: ['Email', 'EMail'],
  phoneNo: ['PhoneNo', 'Phoneno', 'phoneno', 'phone_no', 'phone', 'Phone'],
  positionId: ['PositionId', 'position_id'],
  role: ['Role'],
  isActive: ['IsActive', 'is_active'],
  createdAt: ['CreatedAt', 'created_at'],
} as const;

/** A member of staff as the service sent it, read into the app's fields (nothing made up). */
export const staffFromWire = (wire: WireRecord): WireRecord => readSpellings(wire, STAFF_SPELLINGS);

/**
 * Back-office staff on the auth API: the list is assumed (`GET /auth/Users`, paged with `page` and
 * `take` like the API's other lists); create `POST /auth/CreateUser`, edit `PATCH /auth/UpdateUser`,
 * delete `DELETE /auth/DeleteUser/{id}` (their fields assumed, docs/api.md,
 * "Adverts, master data and staff").
 */
export const staffData: ResourceDescription = {
  service: 'backoffice',
  idField: 'id',
  fromWire: staffFromWire,
  getList: {
    path: 'auth/Users',
    assumed: true,
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
  getOne: { path: 'auth/Users/:id', assumed: true, orFromList: true },
  create: { path: 'auth/CreateUser', body: ({ data }) => staffBody(data, true) },
  update: {
    path: 'auth/UpdateUser',
    method: 'PATCH',
    body: ({ id, data, previousData }) => staffBody({ ...data, id }, false, previousData),
  },
  delete: { path: 'auth/DeleteUser/:id' },
};
