import ViewListIcon from '@mui/icons-material/ViewList';
import { byMenuEntry, defineResource } from '../../registry/definition';
import { systemProductData } from './systemProductData';
import th from './texts.th';

/** The catalogue as suppliers see it, with stock and price (served in the demo by the products' handlers). */
export default defineResource({
  name: 'system-products',
  access: byMenuEntry('/system-products'),
  texts: { th, en: () => import('./texts.en') },
  data: systemProductData,
  screens: { list: () => import('./SystemProductList') },
  icon: ViewListIcon,
  recordRepresentation: 'ProductName',
});
