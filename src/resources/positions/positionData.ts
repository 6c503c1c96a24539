import type { ResourceDescription, WireRecord } from '../../providers/dataEngine';
import { readSpellings } from '../shared/domain/wireSpellings';

/** A staff position, as the app reads it whatever the service's spelling (docs/api.md). */
export interface PositionRecord {
  id: number | string;
  positionName: string;
  createdAt: string;
}

/**
 * The spelling the app uses (the key), then the others a service plausibly sends (the spec names
 * no field of a position). Documented in docs/api.md, "Positions".
 */
export const POSITION_SPELLINGS = {
  id: ['Id', 'positionId', 'PositionId', 'position_id'],
  positionName: ['PositionName', 'position_name', 'name', 'Name'],
  createdAt: ['CreatedAt', 'created_at'],
} as const;

/** A position as the service sent it, read into the app's fields; a name it lacks reads as empty. */
export function positionFromWire(wire: WireRecord): WireRecord {
  const read = readSpellings(wire, POSITION_SPELLINGS);
  return { ...read, positionName: read.positionName ?? '' };
}

/**
 * Positions on the back-office API: `GET` and `POST /api/Position`, `DELETE
 * /api/Position/{id}`; no edit. The list is answered whole (assumed, docs/api.md).
 */
export const positionData: ResourceDescription = {
  service: 'backoffice',
  idField: 'id',
  fromWire: positionFromWire,
  getList: { path: 'api/Position' },
  many: 'list',
  create: { path: 'api/Position', body: ({ data }) => ({ positionName: data.positionName }) },
  delete: { path: 'api/Position/:id' },
};
