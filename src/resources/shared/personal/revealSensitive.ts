import {
  holdsKey,
  readSensitive,
  sensitiveValueOf,
  type CryptoKeys,
  type KeyKind,
  type SensitiveValue,
} from '../../../api/crypto';

/*
 * A personal value from masked to shown (docs/decisions.md, "Personal data shown"). Pure, no React:
 * the field's component gives it the key store and the staff log.
 */

/** How a field's value arrived: plain text as it is, even when it looks like ciphertext, for `plainText`. */
export function sortedValue(value: unknown, plainText: boolean): SensitiveValue {
  const sorted = sensitiveValueOf(value);
  return plainText && sorted.status === 'cipher' ? { status: 'plain', text: sorted.cipher } : sorted;
}

export interface RevealAsk {
  value: unknown;
  iv: unknown;
  keyKind: KeyKind;
  plainText: boolean;
  /** The key store's keys: asked for only here, when a person reveals, never to draw the mask. */
  keys: () => Promise<CryptoKeys>;
  /** Writes the reveal's staff log entry; a rejection keeps the value masked. */
  writeLog: () => Promise<void>;
}

export type RevealOutcome =
  | { status: 'shown'; text: string }
  /** The entry could not be written: nothing was decrypted. */
  | { status: 'not-logged'; error: unknown }
  /** Ciphertext that cannot be read with the `key` key (none held, or it does not decrypt). */
  | { status: 'failed'; key: KeyKind };

/**
 * A reveal: plain text is shown once its entry is written. Ciphertext is decrypted only now, and
 * only after the entry is written, so the plain text never exists in the page before the log holds
 * the look. A role without the key (none fetched, or the key store failing) gets "cannot decrypt"
 * with no entry, since nothing can be seen; a value that then does not decrypt was still a look
 * asked for, and its entry stays.
 */
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
