import LabelIcon from '@mui/icons-material/Label';
import { byMenuEntry, defineResource } from '../../registry/definition';
import { brandData } from './brandData';
import th from './texts.th';

export default defineResource({
  name: 'brands',
  access: byMenuEntry('/brand'),
  oldPaths: {
    '/brand': 'list',
    '/brand/components/AddBrand': 'create',
    '/brand/components/EditBrand': 'edit',
  },
  texts: { th, en: () => import('./texts.en') },
  data: brandData,
  demo: () => import('./demo'),
  screens: {
    list: () => import('./BrandList'),
    form: () => import('./BrandForm'),
  },
  icon: LabelIcon,
  recordRepresentation: 'BrandTitle',
});
