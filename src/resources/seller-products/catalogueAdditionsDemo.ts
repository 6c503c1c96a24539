import { http } from 'msw';
import { signedIn } from '../../demo/kit/input';
import { fail, ok, readJson } from '../../demo/kit/respond';
import type { DemoContext } from '../../demo/kit/types';
import { sellerProductOf } from './demoSeed';
import type { SellerProductWire } from '../shared/domain/sellerProducts/sellerProductWire';
import { quantityProblem, unitPriceProblem } from '../shared/domain/sellerProducts/stockRules';

/**
 * The inventory service's catalogue additions: whether a supplier already sells a product, and
 * adding several at once (each becomes a seller product with its own stock line).
 */
export function catalogueAdditionHandlers({ store, base }: DemoContext) {
  const url = (path: string) => `${base('supplierInventory')}${path}`;
  const sells = (supplierId: unknown, productId: unknown) =>
    store
      .collection('seller-products')
      .some((row) => row.SupplierId === supplierId && String(row.ProductId) === String(productId));

  return [
    http.get(
      url('BackOfficeInventory/backofficecheckproduct'),
      signedIn(store, (_request, requestUrl) => {
        const productId = requestUrl.searchParams.get('productId');
        const supplierId = requestUrl.searchParams.get('supplierId');
        if (!productId || !supplierId) return fail(400, 'productId and supplierId are required');
        return ok(sells(supplierId, productId));
      }),
    ),
    http.post(
      url('BackOfficeInventory/backofficesystemproduct'),
      signedIn(store, async (request) => {
        const body = await readJson(request);
        const supplierId = String(body.SupplierId ?? '');
        if (!store.collection('suppliers').some((row) => row.SupplierId === supplierId))
          return fail(400, 'Unknown SupplierId');
        if (!body.UserId) return fail(400, 'UserId is required');
        const products = Array.isArray(body.Products) ? (body.Products as Record<string, unknown>[]) : [];
        if (products.length === 0) return fail(400, 'Products must not be empty');
        const catalogue = new Map(store.collection('products').map((row) => [String(row.ProductId), row]));
        for (const product of products) {
          if (!catalogue.has(String(product.ProductId)))
            return fail(400, `Unknown ProductId ${String(product.ProductId)}`);
          if (sells(supplierId, product.ProductId))
            return fail(409, `The supplier already sells product ${String(product.ProductId)}`);
          if (quantityProblem(product.Quantity) || unitPriceProblem(product.UnitPrice))
            return fail(400, 'Quantity and UnitPrice must be 0 or more');
        }
        const rows = store.collection<SellerProductWire>('seller-products');
        const categories = new Map(
          store.collection('categories').map((row) => [row.ProductCategoryId, row.Tiltle]),
        );
        const subCategories = new Map(
          store.collection('subcategories').map((row) => [row.ProductSubCategoryId, row.Tiltle]),
        );
        const images = new Map(
          store.collection('product-images').map((row) => [row.ProductDetailId, row.ImgUrl]),
        );
        let next = Math.max(0, ...rows.map((row) => row.SupplierProductDetailId)) + 1;
        store.change(() => {
          for (const product of products) {
            const item = catalogue.get(String(product.ProductId))!;
            rows.push(
              sellerProductOf(next++, supplierId, {
                ProductId: Number(item.ProductId),
                ProductCategoryId: Number(item.ProductCategoryId),
                ProductCategoryName: String(categories.get(item.ProductCategoryId) ?? ''),
                ProductSubCategoryId: Number(item.ProductSubCategoryId),
                ProductSubCategoryName: String(subCategories.get(item.ProductSubCategoryId) ?? ''),
                ProductName: String(item.ProductName),
                Barcode: String(item.Barcode ?? ''),
                ImgUrl: String(images.get(item.ProductDetailId) ?? ''),
                ProductStatus: 'ACTIVE',
                Quantity: Number(product.Quantity),
                UnitPrice: Number(product.UnitPrice),
              }),
            );
          }
        });
        // The service's message, verbatim (docs/requirements.md, "Message catalogue").
        return ok(null, 'Products Add successfully');
      }),
    ),
  ];
}
