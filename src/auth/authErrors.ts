import type { TranslateFunction } from 'react-admin';
import { errorText } from '../api/serverErrors';

/** The text a failed sign-in step shows: ours for a refusal, the server's (or ours) otherwise. */
export function signInErrorText(error: unknown, translate: TranslateFunction, refusedKey: string): string {
  const { status } = (error ?? {}) as { status?: number };
  if (status === 401 || status === 400) return translate(refusedKey);
  return errorText(error, translate);
}
