import type { SortPayload } from 'react-admin';

/**
 * Server-side sorting, as the paged product-service lists take it (assumed, docs/api.md):
 * `Sort` is the wire field, `Order` ASC or DESC.
 */
export function sortQuery(sort: SortPayload | undefined): { Sort?: string; Order?: string } {
  if (!sort?.field || sort.field === 'id') return {};
  return { Sort: sort.field, Order: sort.order };
}
