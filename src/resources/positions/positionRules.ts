import { cleanName, nameProblem } from '../shared/masterDataRules';

/** A position's name: the same checks as a master-data name (required, at most 100, spaces tidied). */
export const positionNameProblem = nameProblem;
export const cleanPositionName = cleanName;

/** How many staff hold each position: a position held by anyone may not be deleted. */
export function holdersByPosition(staff: readonly { positionId?: unknown }[]): Map<number, number> {
  const holders = new Map<number, number>();
  for (const member of staff) {
    const position = Number(member.positionId);
    if (Number.isFinite(position)) holders.set(position, (holders.get(position) ?? 0) + 1);
  }
  return holders;
}
