import { byMenuEntry, defineResource, type Messages } from '../../registry/definition';

const access = byMenuEntry('/productfeature');
/** Both resources' texts are kept in one file per language. */
const textsOf = (name: string) => {
  const part = (module: { default: Messages }) => ({ default: module.default[name] as Messages });
  return { th: () => import('./texts.th').then(part), en: () => import('./texts.en').then(part) };
};

export const packages = defineResource({
  name: 'packages',
  menu: [
    {
      key: 'product-package',
      section: 'product',
      path: '/productfeature',
      title: { th: 'แพ็กเกจสินค้า', en: 'Packages' },
      icon: 'mdi-package-variant-closed',
    },
  ],
  access,
  // A package is named by `PackageId` (as `SupplierPackages` names it); the list searches as `Packages` does.
  oldPaths: {
    '/productfeature': {
      to: 'list',
      record: { params: ['PackageId'], opens: 'show' },
      filter: { PackageName: 'PackageName', PackageType: 'PackageType' },
    },
    '/productfeature/components/AddPackage': 'create',
    '/productfeature/components/PackageDetail': { to: 'show', record: { params: ['PackageId', 'id'] } },
  },
  texts: textsOf('packages'),
  data: () => import('./packageData').then((module) => module.packageData),
  demo: () => import('./demo'),
  listOpensWith: { sort: { field: 'CreatedAt', order: 'DESC' } },
  screens: {
    list: () => import('./PackageList'),
    create: () => import('./PackageCreate'),
    show: () => import('./PackageShow'),
  },
  recordRepresentation: 'PackageName',
});

/** Data only: shown inside a package. */
export const supplierPackages = defineResource({
  name: 'supplier-packages',
  access,
  texts: textsOf('supplier-packages'),
  data: () => import('./packageData').then((module) => module.supplierPackageData),
  demo: () => import('./supplierPackagesDemo'),
  recordRepresentation: 'SupplierName',
});
