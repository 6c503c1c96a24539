import {
  holdsKey,
  readSensitive,
  sensitiveValueOf,
  type CryptoKeys,
  type KeyKind,
  type SensitiveValue,
} from '../../../api/crypto';

// A personal value from masked to shown (docs/decisions.md, "Personal data shown").

/** With `plainText`, as it is even when it looks like ciphertext. */
export function sortedValue(value: unknown, plainText: boolean): SensitiveValue {
  const sorted = sensitiveValueOf(value);
  return plainText && sorted.status === 'cipher' ? { status: 'plain', text: sorted.cipher } : sorted;
}

export interface RevealAsk {
  value: unknown;
  iv: unknown;
  keyKind: KeyKind;
  plainText: boolean;
  /** Asked for only when a person reveals, never to draw the mask. */
  keys: () => Promise<CryptoKeys>;
  writeLog: () => Promise<void>;
}

export type RevealOutcome =
  | { status: 'shown'; text: string }
  | { status: 'not-logged'; error: unknown }
  | { status: 'failed'; key: KeyKind };

/** Decrypted only after the entry is written, so the plain text never exists before the log holds the look. */
export async function revealSensitive(ask: RevealAsk): Promise<RevealOutcome> {
  const sorted = sortedValue(ask.value, ask.plainText);
  const logged = () =>
    ask.writeLog().then(
      () => undefined,
      (error: unknown) => ({ status: 'not-logged', error }) as const,
    );
  if (sorted.status !== 'cipher') {
    const refused = await logged();
    return refused ?? { status: 'shown', text: sorted.status === 'plain' ? sorted.text : '' };
  }
  const keys = await ask.keys().catch(() => undefined);
  if (!keys || !holdsKey(keys, ask.keyKind)) return { status: 'failed', key: ask.keyKind };
  const refused = await logged();
  if (refused) return refused;
  const reading = readSensitive(sorted.cipher, ask.iv, ask.keyKind, keys);
  return reading.status === 'decrypted' || reading.status === 'plain'
    ? { status: 'shown', text: reading.text }
    : { status: 'failed', key: ask.keyKind };
}
