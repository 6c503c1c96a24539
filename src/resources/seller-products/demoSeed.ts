import { createRandom } from '../../demo/kit/random';
import { seedCategories } from '../categories/demoSeed';
import { productSeed } from '../products/demoSeed';
import { seedSubCategories } from '../subcategories/demoSeed';
import { seedSuppliers } from '../suppliers/demoSeed';
import { PRODUCT_STATUSES, type SellerProductWire } from './sellerProductData';

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Each supplier sells 5 to 40 products of the real catalogue, at its own price around the
 * catalogue's (a wholesaler's margin), with its own stock; a few are paused or sold out.
 */
export function seedSellerProducts(): SellerProductWire[] {
  const random = createRandom(4401);
  const { products, images, stock } = productSeed();
  const category = new Map(seedCategories.map((item) => [item.ProductCategoryId, item.Tiltle]));
  const subCategory = new Map(seedSubCategories.map((item) => [item.ProductSubCategoryId, item.Tiltle]));
  const image = new Map(images.map((item) => [item.ProductDetailId, item.ImgUrl]));
  const price = new Map(stock.map((item) => [item.ProductDetailId, item.UnitPrice]));
  let next = 1;
  return seedSuppliers().flatMap((supplier) => {
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
      return {
        SupplierProductDetailId: id,
        SupplierStockItemId: 500_000 + id,
        SupplierId: supplier.SupplierId,
        ProductId: product.ProductId,
        ProductCategoryId: product.ProductCategoryId,
        ProductCategoryName: category.get(product.ProductCategoryId) ?? '',
        ProductSubCategoryId: product.ProductSubCategoryId,
        ProductSubCategoryName: subCategory.get(product.ProductSubCategoryId) ?? '',
        ProductName: product.ProductName,
        ProductStatus: status,
        Quantity: status === 'OUT_OF_STOCK' ? 0 : random.int(1, 800),
        UnitPrice: round2((price.get(product.ProductDetailId) ?? 10) * (0.85 + random.next() * 0.1)),
        ImgUrl: image.get(product.ProductDetailId) ?? '',
      };
    });
  });
}
