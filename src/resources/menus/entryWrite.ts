import { normaliseRoles } from '../../api/menuRules';
import type { MainMenuEntry, MenuEntryUpdate } from '../../api/menuTypes';
import { planSave, type Values } from '../shared/conflicts/editConflicts';

/** What a save of the entry dialog does, once the entry is read again from the server. */
export type EntryWritePlan =
  | { kind: 'write'; data: MenuEntryUpdate; previous: MainMenuEntry }
  | { kind: 'removed' }
  /**
   * Another person changed these fields since the dialog opened, and the person changed them too.
   * `form`: what the dialog shows now, the person's values in those fields and the other person's
   * in the fields only they changed (kept, a second save would otherwise write the opened ones back).
   */
  | { kind: 'changed'; fields: (keyof MenuEntryUpdate)[]; current: MainMenuEntry; form: MenuEntryUpdate };

/** The written fields, roles in one order: the same roles listed otherwise are no change. */
const written = (entry: MenuEntryUpdate): Values => ({
  title_th: entry.title_th,
  title_en: entry.title_en,
  icon: (entry.icon ?? '').trim(),
  allowedroles: normaliseRoles(entry.allowedroles).sort(),
});

/**
 * A field only the other person changed keeps their value; one both changed is not written over
 * without the person seeing it (docs/api.md, "Edits that meet another person's change").
 */
export function planEntryWrite(
  loaded: MainMenuEntry,
  mine: MenuEntryUpdate,
  current: MainMenuEntry | undefined,
): EntryWritePlan {
  if (!current) return { kind: 'removed' };
  const { conflicts, merged } = planSave(written(loaded), written(mine), written(current));
  if (conflicts.length > 0)
    return {
      kind: 'changed',
      fields: conflicts.map((conflict) => conflict.field as keyof MenuEntryUpdate),
      current,
      form: merged as unknown as MenuEntryUpdate,
    };
  return { kind: 'write', data: merged as unknown as MenuEntryUpdate, previous: current };
}
