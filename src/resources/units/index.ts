import StraightenIcon from '@mui/icons-material/Straighten';
import { lazyScreen } from '../../layout/lazyScreen';
import type { AppResource } from '../types';

/** Units of measure (read-only): `UnitMeasurement/Units` answers every unit at once. */
export const units: AppResource = {
  name: 'units',
  recordRepresentation: 'UnitTitle',
  list: lazyScreen(() => import('./UnitList')),
  icon: StraightenIcon,
  data: {
    service: 'product',
    idField: 'UnitId',
    getList: { path: 'UnitMeasurement/Units', clientSide: true },
  },
};
