import type { AppResource } from '../types';

/** Units of measure (read-only): `UnitMeasurement/Units` answers every unit at once. */
export const units: AppResource = {
  name: 'units',
  recordRepresentation: 'UnitTitle',
  data: {
    service: 'product',
    idField: 'UnitId',
    getList: { path: 'UnitMeasurement/Units', clientSide: true },
  },
};
