import { http } from 'msw';
import type { DemoStore } from '../store';
import { intParam, ok, paged, unauthorised } from './respond';

/** The reference lists the shell loads at start-up: brands, units, categories (product service) and regions. */
export function referenceHandlers(store: DemoStore, productBase: string, supplierBase: string) {
  return [
    http.get(`${productBase}Brand/GetAllBrands`, ({ request }) => {
      const denied = unauthorised(store, request);
      if (denied) return denied;
      const url = new URL(request.url);
      const name = (url.searchParams.get('BrandName') ?? '').trim().toLocaleLowerCase();
      const rows = store.data.brands.filter(
        (brand) => !name || brand.Brandname.toLocaleLowerCase().includes(name),
      );
      return ok(paged(rows, intParam(url, 'page') ?? 1, intParam(url, 'pageSize') ?? 50));
    }),
    http.get(
      `${productBase}UnitMeasurement/Units`,
      ({ request }) => unauthorised(store, request) ?? ok(store.data.units),
    ),
    http.get(
      `${productBase}ProductCategory/ProductCategoryAll`,
      ({ request }) => unauthorised(store, request) ?? ok(store.data.categories),
    ),
    http.get(
      `${supplierBase}MasterData/Regions`,
      ({ request }) => unauthorised(store, request) ?? ok(store.data.regions),
    ),
  ];
}
