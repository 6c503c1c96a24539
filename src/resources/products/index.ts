import InventoryIcon from '@mui/icons-material/Inventory2';
import { byMenuEntry, defineResource } from '../../registry/definition';
import { productData } from './productData';
import th from './texts.th';

export default defineResource({
  name: 'products',
  access: byMenuEntry('/product'),
  oldPaths: {
    '/product': 'list',
    '/product/components/AddProduct': 'create',
    '/product/components/EditProduct': 'edit',
    // The old export and search components were parts of the product list; the list does both now.
    '/product/components/ExportPDF': 'list',
    '/product/components/SearchBar': 'list',
  },
  texts: { th, en: () => import('./texts.en') },
  data: productData,
  demo: () => import('./demo'),
  screens: {
    list: () => import('./ProductList'),
    create: () => import('./ProductCreate'),
    edit: () => import('./ProductEdit'),
  },
  icon: InventoryIcon,
  recordRepresentation: 'ProductName',
});
