import CategoryIcon from '@mui/icons-material/Category';
import { lazyScreen } from '../../layout/lazyScreen';
import type { AppResource } from '../types';
import { categoryData } from './categoryData';

export const categories: AppResource = {
  name: 'categories',
  data: categoryData,
  list: lazyScreen(() => import('./CategoryList')),
  create: lazyScreen(() => import('./CategoryCreate')),
  edit: lazyScreen(() => import('./CategoryEdit')),
  icon: CategoryIcon,
  recordRepresentation: 'Tiltle',
};
