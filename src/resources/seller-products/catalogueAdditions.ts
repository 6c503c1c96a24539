import { readSession } from '../../api/session';
import type { HttpClient } from '../../api/http';
import { quantityProblem, unitPriceProblem } from '../shared/domain/sellerProducts/stockRules';

/**
 * Products added from the catalogue start at 100 pieces and 100 baht; staff may change both
 * (docs/decisions.md, "Where the app differs from the old back-office").
 */
export const PLACEHOLDER_STOCK = { Quantity: 100, UnitPrice: 100 };

/** One catalogue product on its way to a supplier, with the stock staff set for it. */
export interface Addition {
  ProductId: number;
  ProductName: string;
  Quantity: number | string;
  UnitPrice: number | string;
}

/**
 * Whether the supplier already sells a product: `GET BackOfficeInventory/backofficecheckproduct`
 * answers it in `Data` (its shape is not given: anything but nothing or false means yes).
 */
export async function supplierHasProduct(
  http: HttpClient,
  supplierId: string,
  productId: number,
): Promise<boolean> {
  const answer = await http.request<unknown>(
    'supplierInventory',
    'BackOfficeInventory/backofficecheckproduct',
    {
      query: { productId, supplierId },
    },
  );
  return Boolean(answer);
}

/** The first addition whose stock the inventory service would refuse, with the key of the problem. */
export function additionProblem(additions: readonly Addition[]): string | undefined {
  for (const addition of additions) {
    const problem = quantityProblem(addition.Quantity) ?? unitPriceProblem(addition.UnitPrice);
    if (problem) return problem;
  }
  return additions.length === 0 ? 'resources.seller-products.add.nothing' : undefined;
}

/** `POST BackOfficeInventory/backofficesystemproduct` with SupplierId, UserId and Products. */
export function addToSupplier(http: HttpClient, supplierId: string, additions: readonly Addition[]) {
  return http.request('supplierInventory', 'BackOfficeInventory/backofficesystemproduct', {
    method: 'POST',
    body: {
      SupplierId: supplierId,
      UserId: readSession()?.id ?? '',
      Products: additions.map(({ ProductId, Quantity, UnitPrice }) => ({
        ProductId,
        Quantity: Number(Quantity),
        UnitPrice: Number(UnitPrice),
      })),
    },
  });
}
