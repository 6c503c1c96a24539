/** Spec §5: codes are sent as null when empty. */
export function nullIfEmpty(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : value == null ? '' : String(value);
  return text ? text : null;
}
