/** Codes are sent as null when empty (docs/requirements.md, "Catalogue"). */
export function nullIfEmpty(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : value == null ? '' : String(value);
  return text ? text : null;
}
