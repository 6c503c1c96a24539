import type { TranslateFunction } from 'react-admin';

/** The text a failed sign-in step shows: ours for a refusal, the server's (or ours) otherwise. */
export function signInErrorText(error: unknown, translate: TranslateFunction, refusedKey: string): string {
  const { status, message } = (error ?? {}) as { status?: number; message?: string };
  if (status === 401 || status === 400) return translate(refusedKey);
  return message ? translate(message, { _: message }) : translate('ra.notification.http_error');
}
