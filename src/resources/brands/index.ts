import LabelIcon from '@mui/icons-material/Label';
import { lazyScreen } from '../../layout/lazyScreen';
import type { AppResource } from '../types';
import { brandData } from './brandData';

export const brands: AppResource = {
  name: 'brands',
  data: brandData,
  list: lazyScreen(() => import('./BrandList')),
  create: lazyScreen(() => import('./BrandCreate')),
  edit: lazyScreen(() => import('./BrandEdit')),
  icon: LabelIcon,
  recordRepresentation: 'BrandTitle',
};
