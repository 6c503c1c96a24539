import type { StatusColour } from '../../ui/StatusChip';

/**
 * Order statuses (assumed codes, docs/api.md: the spec names the `Select` filter, not its values),
 * in the order an order goes through them. Cancelled and refunded orders leave the path.
 */
export const ORDER_STATUSES = [
  'PENDING_PAYMENT',
  'PAID',
  'CONFIRMED',
  'SHIPPING',
  'DELIVERED',
  'CANCELLED',
  'REFUNDED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How each order status is coloured: on its way, done, or gone wrong. */
export const ORDER_STATUS_COLOURS: Record<string, StatusColour> = {
  PENDING_PAYMENT: 'warning',
  PAID: 'info',
  CONFIRMED: 'info',
  SHIPPING: 'info',
  DELIVERED: 'success',
  CANCELLED: 'error',
  REFUNDED: 'default',
};

export const ORDER_STATUS_TEXTS = 'resources.orders.statuses';

export const orderStatusChoices = ORDER_STATUSES.map((code) => ({
  id: code,
  name: `${ORDER_STATUS_TEXTS}.${code}`,
}));
