import { HttpError, type TranslateFunction } from 'react-admin';
import { HTTP_ERROR_KEYS, isNotOffered } from './http';

/** Why the staff log did not take an entry (docs/api.md, "Staff activity log"). */
export interface LogFailureReason {
  key: string;
  args?: Record<string, unknown>;
}

/** A 401 is not among them: it ends the session as every call's does. */
export function logFailureReason(error: unknown): LogFailureReason {
  const reasons = 'app.personal_log.reasons';
  if (isNotOffered(error)) return { key: `${reasons}.not_offered` };
  if (!(error instanceof HttpError)) return { key: `${reasons}.unknown` };
  if (error.message === HTTP_ERROR_KEYS.network) return { key: `${reasons}.network` };
  if (error.message === HTTP_ERROR_KEYS.timeout) return { key: `${reasons}.timeout` };
  if (error.message === HTTP_ERROR_KEYS.malformed || error.status >= 500)
    return { key: `${reasons}.server`, args: { status: error.status } };
  return { key: `${reasons}.refused`, args: { status: error.status, message: error.message } };
}

export function logFailureText(reason: LogFailureReason, translate: TranslateFunction): string {
  const args = reason.args ?? {};
  const message = typeof args.message === 'string' ? translate(args.message, { _: args.message }) : '';
  return translate(reason.key, { ...args, message });
}
