import CategoryIcon from '@mui/icons-material/Category';
import { byMenuEntry, defineResource } from '../../registry/definition';
import { categoryData } from './categoryData';
import th from './texts.th';

export default defineResource({
  name: 'categories',
  access: byMenuEntry('/master-data/category'),
  oldPaths: { '/master-data/category': 'list' },
  texts: { th, en: () => import('./texts.en') },
  data: categoryData,
  demo: () => import('./demo'),
  screens: {
    list: () => import('./CategoryList'),
    form: () => import('./CategoryForm'),
  },
  icon: CategoryIcon,
  recordRepresentation: 'Tiltle',
});
