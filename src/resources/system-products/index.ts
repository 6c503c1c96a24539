import ViewListIcon from '@mui/icons-material/ViewList';
import { lazyScreen } from '../../layout/lazyScreen';
import type { AppResource } from '../types';
import { systemProductData } from './systemProductData';

export const systemProducts: AppResource = {
  name: 'system-products',
  data: systemProductData,
  list: lazyScreen(() => import('./SystemProductList')),
  icon: ViewListIcon,
  recordRepresentation: 'ProductName',
};
