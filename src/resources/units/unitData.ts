import type { ResourceDescription } from '../../providers/dataEngine';

/** Units of measure (read-only): `UnitMeasurement/Units` answers every unit at once. */
export const unitData: ResourceDescription = {
  service: 'product',
  idField: 'UnitId',
  getList: { path: 'UnitMeasurement/Units' },
};
