/**
 * What an edit meets when another person changed the record while it was open (docs/api.md,
 * "Edits that meet another person's change"). Three versions of each field: what the form loaded,
 * what the person has now (mine), and what the server holds when read again just before the save
 * (theirs).
 */
export type Values = Record<string, unknown>;

export interface FieldConflict {
  field: string;
  loaded: unknown;
  mine: unknown;
  theirs: unknown;
}

export interface SavePlan {
  /** Fields both changed, to different values: the person chooses. */
  conflicts: FieldConflict[];
  /** What to send when nothing conflicts: the person's changes over what the server holds now. */
  merged: Values;
}

export type Choice = 'mine' | 'theirs';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Whether two values of a field are the same for a person: empty is empty (null, missing, ''), a
 * number is its text (a select may hold `5` where the server sends `'5'`), objects by their JSON.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  if (typeof a === 'object' || typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return String(a) === String(b);
}

/**
 * The save's plan. A field the person changed and the server changed too, to another value, is a
 * conflict. A field only the server changed takes the server's value (sending the loaded one would
 * undo the other person's change without a word); a field only the person changed keeps theirs.
 * Fields the form does not hold are left out.
 */
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

/** What to send once the person chose, for every conflicting field at once. */
export function resolvePlan(plan: SavePlan, choice: Choice): Values {
  if (choice === 'mine') return plan.merged;
  const resolved = { ...plan.merged };
  for (const conflict of plan.conflicts) resolved[conflict.field] = conflict.theirs;
  return resolved;
}
