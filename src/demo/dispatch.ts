import { getResponse, http, HttpHandler, type RequestHandler } from 'msw';

const preparations = new WeakMap<RequestHandler, () => Promise<unknown>>();

/** `prepare` runs once; a failure is retried. */
export function afterPreparing(
  handlers: RequestHandler[],
  prepare: () => Promise<unknown>,
): RequestHandler[] {
  let running: Promise<unknown> | undefined;
  const once = () =>
    (running ??= prepare().catch((error: unknown) => {
      running = undefined;
      throw error;
    }));
  for (const handler of handlers) preparations.set(handler, once);
  return handlers;
}

interface Route {
  handler: RequestHandler;
  method?: string;
  prefix?: string;
}

/** The scheme's and port's colons are not parameters. */
export function fixedStart(path: string): string {
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(path)?.[0] ?? '';
  return origin + path.slice(origin.length).split(/[:*?]/)[0];
}

function routeOf(handler: RequestHandler): Route {
  if (!(handler instanceof HttpHandler)) return { handler };
  const { method, path } = handler.info;
  return {
    handler,
    method: typeof method === 'string' && method !== 'ALL' ? method.toUpperCase() : undefined,
    prefix: typeof path === 'string' ? fixedStart(path) : undefined,
  };
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Only the handlers whose method and URL start fit are tried (docs/performance.md, "What was done, and why it helped"). */
export function dispatchTo(
  handlers: readonly RequestHandler[] | Promise<readonly RequestHandler[]>,
  options: {
    /** So a page reloaded as soon as it shows the result still finds the write. */
    afterWrite?: () => Promise<void>;
  } = {},
): RequestHandler {
  // Until the handlers are made every request passes: the app's calls wait anyway, and the page's code must not.
  let routes: Route[] | undefined;
  Promise.resolve(handlers).then(
    (list) => {
      routes = list.map(routeOf);
    },
    () => undefined,
  );
  return http.all('*', async ({ request }) => {
    if (!routes) return undefined;
    const url = new URL(request.url);
    const address = `${url.origin}${url.pathname}`;
    const candidates = routes
      .filter(
        (route) =>
          (route.method === undefined || route.method === request.method) &&
          (route.prefix === undefined || address.startsWith(route.prefix)),
      )
      .map((route) => route.handler);
    if (candidates.length === 0) return undefined;
    const pending = new Set(candidates.flatMap((handler) => preparations.get(handler) ?? []));
    await Promise.all([...pending].map((prepare) => prepare()));
    const response = await getResponse(candidates, request);
    if (response && options.afterWrite && !READS.has(request.method)) await options.afterWrite();
    return response;
  });
}
