/**
 * A document that prints personal data is made only once the staff log holds its `PRINT` entry
 * (docs/api.md, "Finance documents"): the entry first, then the file. An entry that cannot be
 * written means no file: `refused` says why, and nothing is printed. A document without personal
 * data (`entry` undefined) is printed at once.
 */
export async function printAfterLog<Entry>({
  entry,
  writeLog,
  refused,
  print,
}: {
  entry: Entry | undefined;
  writeLog: (entry: Entry) => Promise<void>;
  refused: (error: unknown) => void;
  print: () => Promise<void>;
}): Promise<boolean> {
  if (entry !== undefined) {
    try {
      await writeLog(entry);
    } catch (error) {
      refused(error);
      return false;
    }
  }
  await print();
  return true;
}
