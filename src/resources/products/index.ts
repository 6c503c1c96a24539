import InventoryIcon from '@mui/icons-material/Inventory2';
import { lazyScreen } from '../../layout/lazyScreen';
import type { AppResource } from '../types';
import { productData } from './productData';

export const products: AppResource = {
  name: 'products',
  data: productData,
  list: lazyScreen(() => import('./ProductList')),
  create: lazyScreen(() => import('./ProductCreate')),
  edit: lazyScreen(() => import('./ProductEdit')),
  icon: InventoryIcon,
  recordRepresentation: 'ProductName',
};
