import { HttpResponse } from 'msw';
import type { DemoStore } from '../store';

/** The back-office envelope `{ResponseCode, Message, Data}`. */
export const ok = <T>(data: T, message = 'Success') =>
  HttpResponse.json({ ResponseCode: 200, Message: message, Data: data });

export const fail = (status: number, message: string) =>
  HttpResponse.json({ ResponseCode: status, Message: message, Data: null }, { status });

/**
 * A paged `Data`: `{Page, PageSize, Total, Data}` (default page size 50, docs/requirements.md,
 * "List conventions").
 */
export function paged<T>(rows: T[], page: number, pageSize: number) {
  const size = pageSize > 0 ? pageSize : 50;
  const current = page > 0 ? page : 1;
  return {
    Page: current,
    PageSize: size,
    Total: rows.length,
    Data: rows.slice((current - 1) * size, current * size),
  };
}

export const intParam = (url: URL, ...names: string[]) => {
  for (const name of names) {
    const value = url.searchParams.get(name);
    if (value !== null && value !== '' && Number.isFinite(Number(value))) return Number(value);
  }
  return undefined;
};

/** The signed-in user behind a Bearer token, or undefined. */
export function userOfRequest(store: DemoStore, request: Request) {
  const header = request.headers.get('Authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  const userId = token ? store.data.sessions[token] : undefined;
  return userId ? store.data.users.find((user) => user.id === userId) : undefined;
}

/** Product-service style calls need a valid Bearer token; the answer otherwise is a 401. */
export function unauthorised(store: DemoStore, request: Request) {
  return userOfRequest(store, request) ? undefined : fail(401, 'Unauthorized: please sign in again');
}

export const readJson = async (request: Request): Promise<Record<string, unknown>> => {
  try {
    const body = await request.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};
