import { cleanName, nameProblem } from '../shared/domain/masterData/masterDataRules';

/** A position's name: the same checks as a master-data name (required, at most 100, spaces tidied). */
export const positionNameProblem = nameProblem;
export const cleanPositionName = cleanName;

/**
 * How many staff hold each position, by the position's id as text: a position held by anyone may
 * not be deleted. Ids are compared as text because a service may send them as numbers or strings
 * (and keep them so, never converted).
 */
export function holdersByPosition(staff: readonly { positionId?: unknown }[]): Map<string, number> {
  const holders = new Map<string, number>();
  for (const member of staff) {
    const position = member.positionId;
    if (position === undefined || position === null || position === '') continue;
    const key = String(position);
    holders.set(key, (holders.get(key) ?? 0) + 1);
  }
  return holders;
}
