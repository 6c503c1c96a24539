import { fail } from '../../demo/kit/respond';
import type { ResourceDemo } from '../../demo/kit/types';
import { masterDataFromBody } from '../../demo/kit/masterDataWrites';
import * as nameChecks from '../shared/domain/masterData/masterDataRules';
import { seedPositions } from './demoSeed';
import { holdersByPosition } from './positionRules';

const demo: ResourceDemo = {
  menu: { 'staff-position': { id: 117, roles: ['admin'], created: '2024-02-13T09:10:00.000Z' } },
  seed: () => seedPositions,
  fromBody: (body, ctx, current, request) => {
    const made = masterDataFromBody(nameChecks, 'positions', 'positionName', 'id')!(
      body,
      ctx,
      current,
      request,
    );
    return made instanceof Response ? made : { createdAt: new Date().toISOString().slice(0, 19), ...made };
  },
  // The service is assumed to refuse deleting a position staff still hold (docs/api.md).
  beforeDelete: (record, { store }) => {
    const holders = holdersByPosition(store.collection('employees')).get(String(record.id)) ?? 0;
    return holders > 0 ? fail(409, `Position is held by ${holders} staff`) : undefined;
  },
};
export default demo;
