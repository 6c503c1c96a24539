import type { DataProvider } from 'react-admin';
import type { EntryChange } from './roleAccess';

export interface WriteResult {
  written: string[];
  failed: { key: string; message: string }[];
}

/**
 * Writes each changed entry with the menu's own PUT (title_th, title_en, icon, allowedroles), one after
 * another, and says which were written: a failure leaves the others done and its own change still in
 * the draft.
 */
export async function writeRoleChanges(
  dataProvider: DataProvider,
  changes: EntryChange[],
): Promise<WriteResult> {
  const result: WriteResult = { written: [], failed: [] };
  for (const { row, after } of changes) {
    try {
      await dataProvider.update(row.resource, {
        id: row.entry.id,
        data: { ...row.entry, allowedroles: after },
        previousData: row.entry,
      });
      result.written.push(row.key);
    } catch (error) {
      result.failed.push({ key: row.key, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return result;
}
