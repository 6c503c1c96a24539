import type { WireRecord } from '../../../providers/dataEngine';

/** Services spell unnamed fields their own way (docs/api.md lists them); `null` counts as carried. */
export function firstSpelling(wire: WireRecord, spellings: readonly string[]): unknown {
  for (const spelling of spellings) if (wire[spelling] !== undefined) return wire[spelling];
  return undefined;
}

/** Each app field from its first spelling carried, else absent (never a made-up value). */
export function readSpellings(
  wire: WireRecord,
  fields: Readonly<Record<string, readonly string[]>>,
): WireRecord {
  const read: WireRecord = { ...wire };
  for (const [field, spellings] of Object.entries(fields)) {
    const value = firstSpelling(wire, [field, ...spellings]);
    if (value !== undefined) read[field] = value;
  }
  return read;
}
