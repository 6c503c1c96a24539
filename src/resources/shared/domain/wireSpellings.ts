import type { WireRecord } from '../../../providers/dataEngine';

/**
 * The value of the first spelling a record carries (`null` counts as carried: the service said
 * "none"). For fields the specification does not name, a service may use the back-office API's
 * camelCase (`positionName`), the microservices' PascalCase (`PositionName`), the menu's
 * snake_case (`position_name`) or a short name (`name`): each resource lists the spellings it
 * reads in docs/api.md, its own first.
 */
export function firstSpelling(wire: WireRecord, spellings: readonly string[]): unknown {
  for (const spelling of spellings) if (wire[spelling] !== undefined) return wire[spelling];
  return undefined;
}

/**
 * A record with each app field read from the first spelling it carries; fields it carries under
 * none stay absent (never a made-up value), and every wire field is kept as it came.
 */
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
