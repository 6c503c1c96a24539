import { http } from 'msw';
import type { PackageWire } from '../../api/catalogueWire';
import type { DemoStore } from '../store';
import { receiveImage } from './files';
import {
  boolField,
  nextId,
  notFound,
  numberField,
  paging,
  queryId,
  queryNumber,
  queryText,
  signedIn,
  textField,
  sortRows,
} from './input';
import { fail, ok, paged, readJson } from './respond';

const newestFirst = (a: PackageWire, b: PackageWire) =>
  b.CreatedAt.localeCompare(a.CreatedAt) || b.PackageId - a.PackageId;

/**
 * The package service (`KKPackage/*`: packages wholesalers can buy) and the supplier inventory
 * service's list of who bought which (`SupplierPackage/SupplierPackages`).
 */
const PACKAGE_SORT_FIELDS = [
  'PackageId',
  'PackageName',
  'PackageType',
  'Price',
  'DurationDays',
  'IsActive',
  'CreatedAt',
] as const;

export function packageHandlers(store: DemoStore, packageBase: string, supplierInventoryBase: string) {
  return [
    http.get(
      `${packageBase}KKPackage/Packages`,
      signedIn(store, (_request, url) => {
        const name = queryText(url, 'PackageName');
        const type = (url.searchParams.get('PackageType') ?? '').trim();
        const rows = store.data.packages
          .filter(
            (pack) =>
              (!name || pack.PackageName.toLocaleLowerCase().includes(name)) &&
              (!type || pack.PackageType === type),
          )
          .sort(newestFirst);
        // Assumed Sort/Order (docs/api.md); newest first without them.
        const sorted = url.searchParams.get('Sort') ? sortRows(rows, url, PACKAGE_SORT_FIELDS) : rows;
        if (sorted instanceof Response) return sorted;
        return ok(paged(sorted, ...paging(url)));
      }),
    ),

    // Assumed (docs/api.md): one package, for its detail screen.
    http.get(
      `${packageBase}KKPackage/Package`,
      signedIn(store, (_request, url) => {
        const id = queryId(url, 'packageId');
        if (id instanceof Response) return id;
        const pack = store.data.packages.find((item) => item.PackageId === id);
        return pack ? ok(pack) : notFound('Package', id);
      }),
    ),

    http.post(
      `${packageBase}KKPackage/Package`,
      signedIn(store, async (request) => {
        const body = await readJson(request);
        const PackageName = textField(body, 'PackageName');
        if (!PackageName) return fail(400, 'PackageName is required');
        const PackageType = textField(body, 'PackageType');
        if (!PackageType) return fail(400, 'PackageType is required');
        const price = numberField(body, 'Price');
        if (price === undefined) return fail(400, 'Price is required');
        if (Number.isNaN(price) || price < 0) return fail(400, 'Price must be a number of 0 or more');
        const days = numberField(body, 'DurationDays');
        if (days === undefined || Number.isNaN(days) || !Number.isInteger(days) || days <= 0) {
          return fail(400, 'DurationDays must be a whole number greater than 0');
        }
        const created = store.change((data) => {
          const pack: PackageWire = {
            PackageId: nextId(data.packages, (item) => item.PackageId),
            PackageName,
            PackageType,
            PackageDescription: textField(body, 'PackageDescription'),
            Price: Math.round(price * 100) / 100,
            DurationDays: days,
            ImageUrl: textField(body, 'ImageUrl'),
            IsActive: boolField(body, 'IsActive', true),
            CreatedAt: new Date().toISOString(),
          };
          data.packages.push(pack);
          return pack;
        });
        return ok(created, 'Package created');
      }),
    ),

    http.post(
      `${packageBase}KKPackage/Upload`,
      signedIn(store, async (request) => {
        const path = await receiveImage(store, request);
        return path instanceof Response ? path : ok({ ImageUrl: path }, 'Uploaded');
      }),
    ),

    http.get(
      `${supplierInventoryBase}SupplierPackage/SupplierPackages`,
      signedIn(store, (_request, url) => {
        const packageId = queryNumber(url, 'PackageId');
        const rows = store.data.supplierPackages
          .filter((row) => packageId === undefined || row.PackageId === packageId)
          .sort(
            (a, b) => b.StartDate.localeCompare(a.StartDate) || b.SupplierPackageId - a.SupplierPackageId,
          );
        return ok(paged(rows, ...paging(url)));
      }),
    ),
  ];
}
