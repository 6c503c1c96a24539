import { fail } from '../../demo/kit/respond';
import { loadThaiAddresses } from '../../demo/kit/thaiAddresses';
import type { ResourceDemo } from '../../demo/kit/types';
import { catalogueAdditionHandlers } from './catalogueAdditionsDemo';
import { seedSellerProducts } from './demoSeed';
import { topUpHandler } from './demoTopUp';
import { quantityProblem, unitPriceProblem } from '../shared/domain/sellerProducts/stockRules';

declare module '../../demo/kit/types' {
  interface DemoCollections {
    'seller-products': ReturnType<typeof seedSellerProducts>[number];
  }
}

/** The inventory service refuses a stock line the app's own form would not send. */
const demo: ResourceDemo = {
  // The seed is made of the suppliers, who live on the Thai address book.
  prepare: loadThaiAddresses,
  seed: seedSellerProducts,
  // A supplier of many products, when the demo load asks for one (src/demo/load.ts).
  handlers: (ctx) => [topUpHandler(ctx), ...catalogueAdditionHandlers(ctx)],
  fromBody: (body, _ctx, current) => {
    if (!current) return fail(405, 'Seller products are added through BackOfficeInventory');
    if (quantityProblem(body.Quantity)) return fail(400, 'Quantity must be a whole number of 0 or more');
    if (unitPriceProblem(body.UnitPrice))
      return fail(400, 'UnitPrice must be 0 or more with at most two decimals');
    if (!body.UserId) return fail(400, 'UserId is required');
    return {
      ...current,
      ProductStatus: String(body.ProductStatus ?? current.ProductStatus),
      Quantity: Number(body.Quantity),
      UnitPrice: Number(body.UnitPrice),
    };
  },
};
export default demo;
