/** What the form loaded, what the person has now, and what the server holds (docs/api.md, "Edits that meet another person's change"). */
export type Values = Record<string, unknown>;

export interface FieldConflict {
  field: string;
  loaded: unknown;
  mine: unknown;
  theirs: unknown;
}

export interface SavePlan {
  conflicts: FieldConflict[];
  /** The person's changes over what the server holds now. */
  merged: Values;
}

export type Choice = 'mine' | 'theirs';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** A select may hold `5` where the server sends `'5'`. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  if (typeof a === 'object' || typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return String(a) === String(b);
}

/** A field only the server changed takes its value: sending the loaded one would undo it without a word. */
export function planSave(loaded: Values, mine: Values, theirs: Values): SavePlan {
  const conflicts: FieldConflict[] = [];
  const merged: Values = { ...mine };
  for (const field of Object.keys(mine)) {
    if (field === 'id' || !(field in theirs)) continue;
    const changedByMe = !sameValue(mine[field], loaded[field]);
    const changedByThem = !sameValue(theirs[field], loaded[field]);
    if (!changedByThem) continue;
    if (!changedByMe) merged[field] = theirs[field];
    else if (!sameValue(mine[field], theirs[field]))
      conflicts.push({ field, loaded: loaded[field], mine: mine[field], theirs: theirs[field] });
  }
  return { conflicts, merged };
}

export function resolvePlan(plan: SavePlan, choice: Choice): Values {
  if (choice === 'mine') return plan.merged;
  const resolved = { ...plan.merged };
  for (const conflict of plan.conflicts) resolved[conflict.field] = conflict.theirs;
  return resolved;
}
