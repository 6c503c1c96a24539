import type { StatusColour } from '../shared/ui/StatusChip';
import { DELIVERY_STATUSES, type DeliveryStatus } from './deliveryRules';

export const DELIVERY_STATUS_TEXTS = 'resources.deliveries.statuses';

/** Waiting is a warning, on the way information, done success; a cancelled delivery an error. */
export const DELIVERY_STATUS_COLOURS: Record<DeliveryStatus, StatusColour> = {
  WAITING_PICKUP: 'warning',
  IN_TRANSIT: 'info',
  DELIVERED: 'success',
  RETURNED: 'default',
  CANCELLED: 'error',
};

export const deliveryStatusChoices = DELIVERY_STATUSES.map((code) => ({
  id: code,
  name: `${DELIVERY_STATUS_TEXTS}.${code}`,
}));
