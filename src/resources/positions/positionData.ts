import type { ResourceDescription } from '../../providers/dataEngine';

/** A staff position (fields assumed, docs/api.md: the back-office API's camelCase). */
export interface PositionRecord {
  id: number;
  positionName: string;
  createdAt: string;
}

/**
 * Positions on the back-office API (spec §7): `GET` and `POST /api/Position`, `DELETE
 * /api/Position/{id}`; no edit. The list is answered whole (assumed, docs/api.md).
 */
export const positionData: ResourceDescription = {
  service: 'backoffice',
  idField: 'id',
  getList: { path: 'api/Position' },
  many: 'list',
  create: { path: 'api/Position', body: ({ data }) => ({ positionName: data.positionName }) },
  delete: { path: 'api/Position/:id' },
};
