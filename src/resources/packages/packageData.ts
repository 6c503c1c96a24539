import type { RaRecord } from 'react-admin';
import type { ResourceDescription } from '../../providers/dataEngine';
import { sortQuery } from '../shared/sortQuery';

const packageFields = (data: Partial<RaRecord>) => ({
  PackageName: String(data.PackageName ?? '').trim(),
  PackageType: String(data.PackageType ?? ''),
  PackageDescription: String(data.PackageDescription ?? ''),
  Price: Number(data.Price ?? 0),
  DurationDays: Number(data.DurationDays ?? 0),
  ImageUrl: String(data.ImageUrl ?? ''),
  IsActive: data.IsActive !== false,
});

/** Packages of the package service (spec §7 "Other services"); the fields of POST are ours (docs/api.md). */
export const packageData: ResourceDescription = {
  service: 'package',
  idField: 'PackageId',
  getList: {
    path: 'KKPackage/Packages',
    query: ({ filter, pagination, sort }) => ({
      PackageName: filter?.q ?? filter?.PackageName,
      PackageType: filter?.PackageType,
      page: pagination?.page ?? 1,
      pageSize: pagination?.perPage ?? 50,
      ...sortQuery(sort),
    }),
  },
  // Assumed (docs/api.md): the spec lists no call for one package.
  getOne: { path: 'KKPackage/Package', query: ({ id }) => ({ packageId: id }) },
  create: { path: 'KKPackage/Package', body: ({ data }) => packageFields(data) },
};

/** Who bought a package (`SupplierPackage/SupplierPackages` on the supplier inventory service). */
export const supplierPackageData: ResourceDescription = {
  service: 'supplierInventory',
  idField: 'SupplierPackageId',
  getList: {
    path: 'SupplierPackage/SupplierPackages',
    query: ({ filter, pagination }) => ({
      page: pagination?.page ?? 1,
      pageSize: pagination?.perPage ?? 50,
      PackageId: filter?.PackageId,
    }),
  },
};
