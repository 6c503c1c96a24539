import type { IncomingHttpHeaders } from 'node:http';

/**
 * The plumbing the contract's routes share: what a request looks like once read, what a handler
 * answers, the envelope and the paged shapes of the specification (docs/api.md, "Transport").
 */

export type Query = Record<string, string | string[]>;

/** A request as the server recorded it, for a test to check what the app sent. */
export interface RecordedRequest {
  method: string;
  /** The path without the query, base path included (`/product/api/v1/Brand/SystemBrand`). */
  path: string;
  query: Query;
  /** Parsed JSON; a multipart body as its text fields and its files' names; otherwise the text. */
  body: unknown;
  headers: IncomingHttpHeaders;
  /** The status the server answered with, once it has. */
  status?: number;
  /** False for a call the specification does not list (answered with a bare 404). */
  offered?: boolean;
  /** True for the assumed calls the contract serves (tests/contract/routes.ts, its header). */
  assumed?: boolean;
}

export interface Reply {
  status: number;
  /** Sent as JSON; `undefined` sends no body at all (a bare 404, as a framework without the route answers). */
  json?: unknown;
  bytes?: { data: Buffer; type: string };
}

export interface Context {
  request: RecordedRequest;
  /** The `:name` parts of the route's pattern. */
  params: Record<string, string>;
  /** A query parameter, spelled exactly as the specification spells it (first value). */
  q(name: string): string | undefined;
  /** A body field, whatever its letter case (these services bind JSON without regard to case). */
  field(name: string): unknown;
}

export class Refusal extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Stops the handler with an error answer in the envelope. */
export const refuse = (status: number, message: string): never => {
  throw new Refusal(status, message);
};

export const envelope = (data: unknown, message = 'Success', code = 200): Reply => ({
  status: code,
  json: { ResponseCode: code, Message: message, Data: data },
});

export const failure = (status: number, message: string): Reply => ({
  status,
  json: { ResponseCode: status, Message: message, Data: null },
});

/** No service in the contract answers more than this many rows a page, whatever it is asked. */
export const MAX_PAGE_SIZE = 100;
const DEFAULT_PAGE_SIZE = 50;

/** Reads a page number or size: absent is the default, anything but a whole number is refused. */
function whole(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) refuse(400, `The value '${value}' is not valid for ${name}.`);
  return Number(value);
}

export interface Slice<T> {
  page: number;
  size: number;
  total: number;
  rows: T[];
}

export function slice<T>(rows: T[], pageValue: string | undefined, sizeValue: string | undefined): Slice<T> {
  const page = Math.max(1, whole(pageValue, 'page', 1));
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, whole(sizeValue, 'pageSize', DEFAULT_PAGE_SIZE)));
  return { page, size, total: rows.length, rows: rows.slice((page - 1) * size, page * size) };
}

/** The paged `Data` of the microservices: `{Page, PageSize, Total, Data}`. */
export const paged = <T>(page: Slice<T>) => ({
  Page: page.page,
  PageSize: page.size,
  Total: page.total,
  Data: page.rows,
});

/** Text that contains the wanted text, ignoring case; no wanted text matches everything. */
export const contains = (value: unknown, wanted: string | undefined) =>
  !wanted ||
  String(value ?? '')
    .toLocaleLowerCase()
    .includes(wanted.trim().toLocaleLowerCase());

/** An id compared as the server stores it, whatever type the query string gave it. */
export const sameId = (value: unknown, wanted: string | undefined) =>
  wanted !== undefined && String(value) === wanted;

export function makeContext(request: RecordedRequest, params: Record<string, string>): Context {
  const body =
    request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  return {
    request,
    params,
    q(name) {
      const value = request.query[name];
      return Array.isArray(value) ? value[0] : value;
    },
    field(name) {
      const key = Object.keys(body).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
      return key === undefined ? undefined : body[key];
    },
  };
}
