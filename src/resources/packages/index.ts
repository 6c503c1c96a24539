import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import { byMenuEntry, defineResource, type Messages } from '../../registry/definition';
import { packageData, supplierPackageData } from './packageData';
import th from './texts.th';

const access = byMenuEntry('/productfeature');
const english = (name: string) => () =>
  import('./texts.en').then((module) => ({ default: (module.default as Record<string, Messages>)[name] }));

export const packages = defineResource({
  name: 'packages',
  access,
  oldPaths: {
    '/productfeature': 'list',
    '/productfeature/components/AddPackage': 'create',
    '/productfeature/components/PackageDetail': 'show',
  },
  texts: { th: th.packages, en: english('packages') },
  data: packageData,
  demo: () => import('./demo'),
  screens: {
    list: () => import('./PackageList'),
    create: () => import('./PackageCreate'),
    show: () => import('./PackageShow'),
  },
  icon: CardGiftcardIcon,
  recordRepresentation: 'PackageName',
});

/** Data only: shown inside a package. */
export const supplierPackages = defineResource({
  name: 'supplier-packages',
  access,
  texts: { th: th['supplier-packages'], en: english('supplier-packages') },
  data: supplierPackageData,
  demo: () => import('./supplierPackagesDemo'),
  recordRepresentation: 'SupplierName',
});
