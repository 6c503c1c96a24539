import { http } from 'msw';
import type { DemoStore } from '../store';
import { ok, unauthorised } from './respond';

/**
 * Reference lists outside the product service: regions (supplier service). Brands, units and
 * categories are served with the rest of the catalogue (`product.ts`).
 */
export function referenceHandlers(store: DemoStore, supplierBase: string) {
  return [
    http.get(
      `${supplierBase}MasterData/Regions`,
      ({ request }) => unauthorised(store, request) ?? ok(store.data.regions),
    ),
  ];
}
