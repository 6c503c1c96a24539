import type { ResourceDescription } from '../../providers/dataEngine';

/**
 * Words the marketplace refuses in product names and descriptions, on the master-data service:
 * `GET RestrictContent/RestrictContents`, answered `Data.Data` with `Id` and `Name`, as a
 * whole list. The writes are assumed (docs/api.md): `POST RestrictContent/RestrictContent` with
 * `Name`, `PUT` the same with `Id`, `DELETE` with `?id=`.
 */
export const restrictedContentData: ResourceDescription = {
  service: 'masterData',
  idField: 'Id',
  getList: { path: 'RestrictContent/RestrictContents' },
  many: 'list',
  create: {
    path: 'RestrictContent/RestrictContent',
    assumed: true,
    body: ({ data }) => ({ Name: data.Name }),
  },
  update: {
    path: 'RestrictContent/RestrictContent',
    assumed: true,
    body: ({ id, data }) => ({ Id: id, Name: data.Name }),
  },
  delete: { path: 'RestrictContent/RestrictContent', idParam: 'id', assumed: true },
};
