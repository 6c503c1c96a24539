import type { StatusColour } from '../shared/ui/StatusChip';
import { IMPROVEMENT_AREAS, IMPROVEMENT_STATUSES } from './improvementData';

const T = 'resources.improvements';

export const areaChoices = IMPROVEMENT_AREAS.map((area) => ({ id: area, name: `${T}.areas.${area}` }));
export const statusChoices = IMPROVEMENT_STATUSES.map((status) => ({
  id: status,
  name: `${T}.statuses.${status}`,
}));
export const statusColours: Record<string, StatusColour> = {
  NEW: 'info',
  PLANNED: 'warning',
  DONE: 'success',
  DECLINED: 'default',
};
