/**
 * The answer shapes of the services (docs/api.md, "Transport"), unwrapped in this one place:
 * - the envelope `{ResponseCode, Message, Data}`;
 * - a paged `Data`: `{Page, PageSize, Total, Data}`;
 * - adverts: `{meta: {page, take, itemCount}, data}`; campaigns: `{count, data}`.
 */
export interface Envelope<T = unknown> {
  ResponseCode: number | string;
  Message?: string;
  Data: T;
}

export interface Page<T> {
  data: T[];
  total: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function isEnvelope(value: unknown): value is Envelope {
  return isObject(value) && 'ResponseCode' in value && ('Data' in value || 'Message' in value);
}

/** A ResponseCode that reports a failure even though the HTTP status was a success. */
export function envelopeFailed(value: Envelope): boolean {
  const code = Number(value.ResponseCode);
  return Number.isFinite(code) && code >= 400;
}

/** The payload of an answer: `Data` of an envelope, or the answer itself when it has none. */
export function unwrapEnvelope<T = unknown>(body: unknown): T {
  return (isEnvelope(body) ? body.Data : body) as T;
}

/** The error text a failed answer carries, if any (`Message`, or `message`). */
export function errorMessageOf(body: unknown): string | undefined {
  if (!isObject(body)) return typeof body === 'string' && body.trim() && body.length < 300 ? body : undefined;
  const text = body.Message ?? body.message ?? body.title;
  return typeof text === 'string' && text.trim() ? text : undefined;
}

/** Reads any of the paged shapes into `{data, total}`; a bare array is a page of everything. */
export function toPage<T>(payload: unknown): Page<T> {
  const body = unwrapEnvelope(payload);
  if (Array.isArray(body)) return { data: body as T[], total: body.length };
  if (isObject(body)) {
    if (Array.isArray(body.Data))
      return { data: body.Data as T[], total: Number(body.Total ?? body.Data.length) };
    if (Array.isArray(body.data)) {
      const meta = isObject(body.meta) ? body.meta : undefined;
      const total = meta?.itemCount ?? body.count ?? body.total ?? body.data.length;
      return { data: body.data as T[], total: Number(total) };
    }
    // A paged answer with no Data at all is an empty page (the finance statement answers so).
    if ('Total' in body || 'Page' in body || 'count' in body || 'meta' in body) return { data: [], total: 0 };
  }
  if (body === null || body === undefined) return { data: [], total: 0 };
  throw new MalformedAnswerError();
}

export class MalformedAnswerError extends Error {
  constructor() {
    super('app.error.malformed');
    this.name = 'MalformedAnswerError';
  }
}
