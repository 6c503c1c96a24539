/**
 * What a seller product's stock line may hold: a whole quantity of zero or more, and a unit price
 * of zero or more with at most two decimals (baht and satang). Returns the translation key of the
 * first problem, or undefined.
 */
export function quantityProblem(value: unknown): string | undefined {
  const text = String(value ?? '').trim();
  if (text === '') return 'ra.validation.required';
  if (!/^\d+$/.test(text)) return 'resources.seller-products.validation.quantity';
  return undefined;
}

export function unitPriceProblem(value: unknown): string | undefined {
  const text = String(value ?? '').trim();
  if (text === '') return 'ra.validation.required';
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return 'resources.seller-products.validation.unit_price';
  return undefined;
}

/** A seller's product statuses (docs/api.md, "Seller products"). */
export const PRODUCT_STATUSES = ['ACTIVE', 'INACTIVE', 'OUT_OF_STOCK'] as const;

/** The statuses with their labels' translation keys. */
export const statusChoices = (extra: readonly string[] = []) =>
  [...new Set([...PRODUCT_STATUSES, ...extra])].map((status) => ({
    id: status,
    name: `resources.seller-products.statuses.${status}`,
  }));
