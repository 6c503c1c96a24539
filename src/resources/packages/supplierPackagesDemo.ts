import type { ResourceDemo } from '../../demo/kit/types';
import { seedSupplierPackages } from './demoSeed';

/** Who bought which package: newest start first. */
const demo: ResourceDemo = {
  seed: () => seedSupplierPackages,
  defaultOrder: (a, b) =>
    String(b.StartDate).localeCompare(String(a.StartDate)) ||
    Number(b.SupplierPackageId) - Number(a.SupplierPackageId),
};
export default demo;
