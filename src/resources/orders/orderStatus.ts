import type { StatusColour } from '../shared/StatusChip';
import { ORDER_STATUSES } from './orderData';

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
