import { createRandom } from '../../demo/kit/random';
import type { DemoWorld } from '../../demo/kit/types';
import type { SellerProductWire } from '../shared/domain/sellerProducts/sellerProductWire';
import { PRODUCT_STATUSES } from './sellerProductData';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** What a catalogue product becomes in a supplier's inventory (the seed's and the service's additions). */
export type CatalogueLine = Omit<
  SellerProductWire,
  'SupplierProductDetailId' | 'SupplierStockItemId' | 'SupplierId'
>;

/** A seller product with its stock line; the stock item's id is kept apart from the product's. */
export const sellerProductOf = (id: number, supplierId: string, line: CatalogueLine): SellerProductWire => ({
  SupplierProductDetailId: id,
  SupplierStockItemId: 500_000 + id,
  SupplierId: supplierId,
  ProductId: line.ProductId,
  ProductCategoryId: line.ProductCategoryId,
  ProductCategoryName: line.ProductCategoryName,
  ProductSubCategoryId: line.ProductSubCategoryId,
  ProductSubCategoryName: line.ProductSubCategoryName,
  ProductName: line.ProductName,
  Barcode: line.Barcode,
  ProductStatus: line.ProductStatus,
  Quantity: line.Quantity,
  UnitPrice: line.UnitPrice,
  ImgUrl: line.ImgUrl,
});

/**
 * Each supplier sells 5 to 40 products of the real catalogue, at its own price around the
 * catalogue's (a wholesaler's margin), with its own stock; a few are paused or sold out.
 */
export function seedSellerProducts(world: DemoWorld): SellerProductWire[] {
  const random = createRandom(4401);
  const products = world.seeded('products');
  const category = new Map(world.seeded('categories').map((item) => [item.ProductCategoryId, item.Tiltle]));
  const subCategory = new Map(
    world.seeded('subcategories').map((item) => [item.ProductSubCategoryId, item.Tiltle]),
  );
  const image = new Map(world.seeded('product-images').map((item) => [item.ProductDetailId, item.ImgUrl]));
  const price = new Map(world.seeded('stock-items').map((item) => [item.ProductDetailId, item.UnitPrice]));
  let next = 1;
  return world.seeded('suppliers').flatMap((supplier) => {
    const count = random.int(5, 40);
    const chosen = new Set<number>();
    while (chosen.size < count) chosen.add(random.int(0, products.length - 1));
    return [...chosen].map((index) => {
      const product = products[index];
      const id = next++;
      const status = random.chance(0.08)
        ? 'INACTIVE'
        : random.chance(0.05)
          ? 'OUT_OF_STOCK'
          : PRODUCT_STATUSES[0];
      return sellerProductOf(id, supplier.SupplierId, {
        ...product,
        ProductCategoryName: category.get(product.ProductCategoryId) ?? '',
        ProductSubCategoryName: subCategory.get(product.ProductSubCategoryId) ?? '',
        ImgUrl: image.get(product.ProductDetailId) ?? '',
        ProductStatus: status,
        Quantity: status === 'OUT_OF_STOCK' ? 0 : random.int(1, 800),
        UnitPrice: round2((price.get(product.ProductDetailId) ?? 10) * (0.85 + random.next() * 0.1)),
      });
    });
  });
}
