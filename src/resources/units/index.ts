import StraightenIcon from '@mui/icons-material/Straighten';
import { byMenuEntry, defineResource } from '../../registry/definition';
import th from './texts.th';

/** Units of measure (read-only): `UnitMeasurement/Units` answers every unit at once. */
export default defineResource({
  name: 'units',
  access: byMenuEntry('/units'),
  texts: { th, en: () => import('./texts.en') },
  data: {
    service: 'product',
    idField: 'UnitId',
    getList: { path: 'UnitMeasurement/Units' },
  },
  demo: () => import('./demo'),
  screens: { list: () => import('./UnitList') },
  icon: StraightenIcon,
  recordRepresentation: 'UnitTitle',
});
