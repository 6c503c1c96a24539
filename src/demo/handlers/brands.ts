import { http } from 'msw';
import type { BrandWire } from '../../api/catalogueWire';
import type { DemoStore } from '../store';
import { receiveImage } from './files';
import {
  boolField,
  nextId,
  notFound,
  paging,
  queryId,
  queryText,
  requiredNumber,
  signedIn,
  sortRows,
  textField,
} from './input';
import { fail, ok, paged, readJson } from './respond';

const BRAND_FIELDS = ['BrandId', 'Brandname', 'BrandImgUrl', 'IsActive'] as const;

/** Brands and the product service's image upload (`Brand/*`, `Upload`). */
export function brandHandlers(store: DemoStore, base: string) {
  const find = (id: number) => store.data.brands.find((brand) => brand.BrandId === id);

  /** BrandTitle (the app's name for Brandname), required and not used by another brand. */
  const title = (body: Record<string, unknown>, exceptId?: number): string | Response => {
    const value = textField(body, 'BrandTitle') || textField(body, 'Brandname');
    if (!value) return fail(400, 'BrandTitle is required');
    const lower = value.toLocaleLowerCase();
    const taken = store.data.brands.find(
      (brand) => brand.BrandId !== exceptId && brand.Brandname.toLocaleLowerCase() === lower,
    );
    return taken ? fail(409, `Brand "${value}" already exists (BrandId ${taken.BrandId})`) : value;
  };

  return [
    http.get(
      `${base}Brand/GetAllBrands`,
      signedIn(store, (_request, url) => {
        const name = queryText(url, 'BrandName');
        const rows = store.data.brands.filter(
          (brand) => !name || brand.Brandname.toLocaleLowerCase().includes(name),
        );
        const sorted = sortRows(rows, url, BRAND_FIELDS, { BrandTitle: 'Brandname' });
        if (sorted instanceof Response) return sorted;
        return ok(paged(sorted, ...paging(url)));
      }),
    ),

    // Assumed (docs/api.md): one brand, for the edit screen.
    http.get(
      `${base}Brand/SystemBrand`,
      signedIn(store, (_request, url) => {
        const id = queryId(url, 'brandId');
        if (id instanceof Response) return id;
        const brand = find(id);
        return brand ? ok(brand) : notFound('Brand', id);
      }),
    ),

    http.post(
      `${base}Brand/SystemBrand`,
      signedIn(store, async (request) => {
        const body = await readJson(request);
        const name = title(body);
        if (name instanceof Response) return name;
        const brand = store.change((data) => {
          const created: BrandWire = {
            BrandId: nextId(data.brands, (item) => item.BrandId),
            Brandname: name,
            BrandImgUrl: textField(body, 'BrandImgUrl'),
            IsActive: boolField(body, 'IsActive', true),
          };
          data.brands.push(created);
          return created;
        });
        return ok(brand, 'Brand created');
      }),
    ),

    http.put(
      `${base}Brand/SystemBrand`,
      signedIn(store, async (request) => {
        const body = await readJson(request);
        const id = requiredNumber(body, 'BrandId');
        if (id instanceof Response) return id;
        const brand = find(id);
        if (!brand) return notFound('Brand', id);
        const name = title(body, id);
        if (name instanceof Response) return name;
        store.change(() => {
          brand.Brandname = name;
          brand.BrandImgUrl = textField(body, 'BrandImgUrl');
        });
        return ok(brand, 'Brand updated');
      }),
    ),

    http.delete(
      `${base}Brand/SystemBrand`,
      signedIn(store, (_request, url) => {
        const id = queryId(url, 'brandId');
        if (id instanceof Response) return id;
        if (!find(id)) return notFound('Brand', id);
        const used = store.data.products.filter((product) => product.BrandId === id).length;
        if (used) return fail(409, `Brand is used by ${used} products`);
        store.change((data) => {
          data.brands = data.brands.filter((brand) => brand.BrandId !== id);
        });
        return ok(null, 'Brand deleted');
      }),
    ),

    http.post(
      `${base}Upload`,
      signedIn(store, async (request) => {
        const path = await receiveImage(store, request);
        return path instanceof Response ? path : ok({ imageUrl: path }, 'Uploaded');
      }),
    ),
  ];
}
