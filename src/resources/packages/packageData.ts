import { ONE_FROM_LIST, type ResourceDescription } from '../../providers/dataEngine';

const packageFields = (data: Record<string, unknown>) => ({
  PackageName: String(data.PackageName ?? '').trim(),
  PackageType: String(data.PackageType ?? ''),
  PackageDescription: String(data.PackageDescription ?? ''),
  Price: Number(data.Price ?? 0),
  DurationDays: Number(data.DurationDays ?? 0),
  ImageUrl: String(data.ImageUrl ?? ''),
  IsActive: data.IsActive !== false,
});

/** Packages of the package service; the fields of POST are ours (docs/api.md). */
export const packageData: ResourceDescription = {
  service: 'package',
  idField: 'PackageId',
  getList: {
    path: 'KKPackage/Packages',
    paging: 'page/pageSize',
    filters: {
      q: { param: 'PackageName', match: 'contains' },
      PackageName: { param: 'PackageName', match: 'contains' },
      PackageType: 'PackageType',
    },
    serverSort: true,
  },
  // The specification gives no call for one package: it is read from the list (docs/api.md).
  getOne: ONE_FROM_LIST,
  create: { path: 'KKPackage/Package', body: ({ data }) => packageFields(data) },
};

/** Who bought a package (`SupplierPackage/SupplierPackages` on the supplier inventory service). */
export const supplierPackageData: ResourceDescription = {
  service: 'supplierInventory',
  idField: 'SupplierPackageId',
  getList: {
    path: 'SupplierPackage/SupplierPackages',
    paging: 'page/pageSize',
    filters: { PackageId: 'PackageId' },
  },
};
