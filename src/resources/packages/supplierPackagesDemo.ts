import type { ResourceDemo } from '../../demo/kit/types';
import { loadThaiAddresses } from '../../demo/kit/thaiAddresses';
import { seedSupplierPackages } from './demoSeed';

/** Who bought which package, among the demo's suppliers: newest start first. */
const demo: ResourceDemo = {
  // The buyers are the suppliers, who live on the Thai address book.
  prepare: loadThaiAddresses,
  seed: (world) => seedSupplierPackages(world.seeded('suppliers')),
  defaultOrder: (a, b) =>
    String(b.StartDate).localeCompare(String(a.StartDate)) ||
    Number(b.SupplierPackageId) - Number(a.SupplierPackageId),
};
export default demo;
