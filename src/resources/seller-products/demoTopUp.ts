import { http } from 'msw';
import { createRandom } from '../../demo/kit/random';
import type { DemoContext, DemoWorld } from '../../demo/kit/types';
import type { DemoLoad } from '../../demo/load';
import type { SellerProductWire } from '../shared/domain/sellerProducts/sellerProductWire';
import { sellerProductOf } from './demoSeed';

/**
 * The products a supplier needs besides those it has, to sell `count` in all (the demo load's
 * `supplierProducts`, src/demo/load.ts): catalogue products in turn, each named and barcoded apart
 * (`… (ชุดที่ 7)`, an in-store `2…` barcode) so that an upload can match every one, numbered after
 * the highest id, priced and stocked from a fixed random sequence.
 */
export function topUpProducts(
  rows: readonly SellerProductWire[],
  world: DemoWorld,
  wanted: NonNullable<DemoLoad['supplierProducts']>,
): SellerProductWire[] {
  const has = rows.filter((row) => row.SupplierId === wanted.supplierId).length;
  const products = world.seeded('products');
  if (has >= wanted.count || products.length === 0) return [];
  const category = new Map(world.seeded('categories').map((item) => [item.ProductCategoryId, item.Tiltle]));
  const subCategory = new Map(
    world.seeded('subcategories').map((item) => [item.ProductSubCategoryId, item.Tiltle]),
  );
  const random = createRandom(7_301);
  let next = Math.max(0, ...rows.map((row) => row.SupplierProductDetailId)) + 1;
  const made: SellerProductWire[] = [];
  for (let index = has; index < wanted.count; index += 1) {
    const product = products[index % products.length];
    const number = index + 1;
    made.push(
      sellerProductOf(next++, wanted.supplierId, {
        ProductId: product.ProductId,
        ProductCategoryId: product.ProductCategoryId,
        ProductCategoryName: category.get(product.ProductCategoryId) ?? '',
        ProductSubCategoryId: product.ProductSubCategoryId,
        ProductSubCategoryName: subCategory.get(product.ProductSubCategoryId) ?? '',
        ProductName: `${product.ProductName} (ชุดที่ ${number})`,
        Barcode: `2${String(number).padStart(12, '0')}`,
        ImgUrl: '',
        ProductStatus: 'ACTIVE',
        Quantity: random.int(0, 500),
        UnitPrice: random.int(100, 99_999) / 100,
      }),
    );
  }
  return made;
}

/**
 * Before any seller-products call is answered, the supplier of the demo load gets its products
 * (the call then goes on to its own handler: this one answers nothing).
 */
export function topUpHandler({ store, world, base, load }: DemoContext) {
  return http.all(`${base('supplierInventory')}SystemProduct/*`, () => {
    const wanted = load().supplierProducts;
    if (!wanted) return undefined;
    const rows = store.collection<SellerProductWire>('seller-products');
    const made = topUpProducts(rows, world, wanted);
    if (made.length > 0) store.change(() => rows.push(...made));
    return undefined;
  });
}
