import type { DataProvider } from 'react-admin';
import { menuEntriesNow } from '../../api/menuTree';
import { normaliseRoles } from '../../api/menuRules';
import type { MainMenuEntry } from '../../api/menuTypes';
import { sameRoles, type EntryChange } from './roleAccess';

export interface WriteResult {
  written: string[];
  failed: { key: string; message: string }[];
  /**
   * Entries another person changed meanwhile, not written: the person's change (the roles given and
   * taken) applied over the server's roles now, for the draft, to review and save again.
   */
  rebased: Record<string, string[]>;
  /** Entries another person already gave the roles this person chose: nothing is left to write. */
  alreadySo: string[];
}

/** Their roles, with what the person gave added and what the person took away removed. */
export function rebaseRoles(before: readonly string[], after: readonly string[], theirs: readonly string[]) {
  const given = after.filter((role) => !before.includes(role));
  const taken = new Set(before.filter((role) => !after.includes(role)));
  const merged = [
    ...theirs.filter((role) => !taken.has(role)),
    ...given.filter((role) => !theirs.includes(role)),
  ];
  // An empty list opens the entry to everyone: never made by a merge, the person's own list stays.
  return merged.length > 0 ? merged : [...after];
}

/**
 * Writes each changed entry with the menu's own PUT (title_th, title_en, icon, allowedroles), one after
 * another, and says which were written: a failure leaves the others done and its own change still in
 * the draft. The menu is read again first: an entry whose roles another person changed since the
 * screen read them is not written (theirs would be lost without a word) but given back rebased, nor
 * one they removed, nor one whose roles they already made what the person chose; the others are
 * written over the server's titles and icon, not the screen's older ones.
 */
export async function writeRoleChanges(
  dataProvider: DataProvider,
  changes: EntryChange[],
): Promise<WriteResult> {
  const result: WriteResult = { written: [], failed: [], rebased: {}, alreadySo: [] };
  const resources = [...new Set(changes.map(({ row }) => row.resource))];
  let now: Map<string, Map<number, MainMenuEntry>>;
  try {
    now = new Map(
      await Promise.all(
        resources.map(async (resource) => [resource, await menuEntriesNow(dataProvider, resource)] as const),
      ),
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      written: [],
      failed: changes.map(({ row }) => ({ key: row.key, message })),
      rebased: {},
      alreadySo: [],
    };
  }
  for (const { row, before, after } of changes) {
    const current = now.get(row.resource)?.get(Number(row.entry.id));
    if (!current) {
      result.failed.push({ key: row.key, message: 'resources.roles.removed_meanwhile' });
      continue;
    }
    const theirs = normaliseRoles(current.allowedroles);
    if (!sameRoles(theirs, before)) {
      const rebased = rebaseRoles(before, after, theirs);
      if (sameRoles(rebased, theirs)) {
        result.alreadySo.push(row.key);
        continue;
      }
      result.failed.push({ key: row.key, message: 'resources.roles.changed_meanwhile' });
      result.rebased[row.key] = rebased;
      continue;
    }
    try {
      await dataProvider.update(row.resource, {
        id: row.entry.id,
        data: { ...current, allowedroles: after },
        previousData: current,
      });
      result.written.push(row.key);
    } catch (error) {
      result.failed.push({ key: row.key, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return result;
}
