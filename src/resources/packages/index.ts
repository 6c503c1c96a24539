import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import { lazyScreen } from '../../layout/lazyScreen';
import type { AppResource } from '../types';
import { packageData, supplierPackageData } from './packageData';

export const packages: AppResource = {
  name: 'packages',
  data: packageData,
  list: lazyScreen(() => import('./PackageList')),
  create: lazyScreen(() => import('./PackageCreate')),
  show: lazyScreen(() => import('./PackageShow')),
  icon: CardGiftcardIcon,
  recordRepresentation: 'PackageName',
};

/** Data only: shown inside a package. */
export const supplierPackages: AppResource = {
  name: 'supplier-packages',
  data: supplierPackageData,
  recordRepresentation: 'SupplierName',
};
