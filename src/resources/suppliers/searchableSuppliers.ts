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

/** For browser tests: a name two or more demo suppliers share, as real data has them. */
export async function sharedSupplierName(): Promise<string> {
  await loadThaiAddresses();
  const names = seedSuppliers().map((supplier) => supplier.SupplierName);
  const shared = names.find((name, index) => names.indexOf(name) !== index);
  if (!shared) throw new Error('the demo seed has no two suppliers of the same name');
  return shared;
}
