import { uploadHandler } from '../../demo/kit/files';
import { boolField, numberField, textField } from '../../demo/kit/input';
import { fail } from '../../demo/kit/respond';
import type { ResourceDemo } from '../../demo/kit/types';
import { PACKAGE_UPLOAD } from '../shared/files/uploads';
import { seedPackages } from './demoSeed';

/** Packages in the demo: newest first; name, type, a price of 0 or more and whole days are required. */
const demo: ResourceDemo = {
  menu: { 'product-package': { id: 102, roles: ['admin', 'sales'], created: '2024-01-09T09:10:00.000Z' } },
  seed: () => seedPackages,
  pictures: {
    package: {
      collection: 'packages',
      idField: 'PackageId',
      nameField: 'PackageName',
      width: 640,
      height: 360,
      hue: 45,
      caption: true,
    },
  },
  defaultOrder: (a, b) =>
    String(b.CreatedAt).localeCompare(String(a.CreatedAt)) || Number(b.PackageId) - Number(a.PackageId),
  fromBody: (body) => {
    const PackageName = textField(body, 'PackageName');
    if (!PackageName) return fail(400, 'PackageName is required');
    const PackageType = textField(body, 'PackageType');
    if (!PackageType) return fail(400, 'PackageType is required');
    const price = numberField(body, 'Price');
    if (price === undefined) return fail(400, 'Price is required');
    if (Number.isNaN(price) || price < 0) return fail(400, 'Price must be a number of 0 or more');
    const days = numberField(body, 'DurationDays');
    if (days === undefined || Number.isNaN(days) || !Number.isInteger(days) || days <= 0)
      return fail(400, 'DurationDays must be a whole number greater than 0');
    return {
      PackageName,
      PackageType,
      PackageDescription: textField(body, 'PackageDescription'),
      Price: Math.round(price * 100) / 100,
      DurationDays: days,
      ImageUrl: textField(body, 'ImageUrl'),
      IsActive: boolField(body, 'IsActive', true),
      CreatedAt: new Date().toISOString(),
    };
  },
  handlers: (ctx) => [uploadHandler(ctx, PACKAGE_UPLOAD)],
};
export default demo;
