import type { StatusColour } from '../shared/ui/StatusChip';
import { REQUESTER_TYPES, SUPPORT_STATUSES } from './supportData';

const T = 'resources.support-requests';

export const statusChoices = SUPPORT_STATUSES.map((status) => ({
  id: status,
  name: `${T}.statuses.${status}`,
}));
export const requesterTypeChoices = REQUESTER_TYPES.map((type) => ({
  id: type,
  name: `${T}.requester_types.${type}`,
}));
export const statusColours: Record<string, StatusColour> = {
  OPEN: 'warning',
  IN_PROGRESS: 'info',
  RESOLVED: 'success',
  CLOSED: 'default',
};
