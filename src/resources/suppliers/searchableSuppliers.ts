import { loadThaiAddresses } from '../../demo/kit/thaiAddresses';
import { seedSuppliers } from './demoSeed';
import type { SupplierWire } from '../shared/domain/partners/partnerWire';

/**
 * For browser tests: the demo suppliers whose name no other supplier's name contains, so that a
 * search by it finds that one row only.
 */
export async function searchableSuppliers(): Promise<SupplierWire[]> {
  await loadThaiAddresses();
  const suppliers = seedSuppliers();
  return suppliers.filter(
    (supplier) =>
      suppliers.filter((other) => other.SupplierName.includes(supplier.SupplierName)).length === 1,
  );
}
