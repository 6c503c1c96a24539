import { getResponse, http, HttpHandler, type RequestHandler } from 'msw';

/** Handlers whose resource needs something loaded before they answer (ResourceDemo.prepare). */
const preparations = new WeakMap<RequestHandler, () => Promise<unknown>>();

/** Marks handlers that answer only after `prepare` has finished (it runs once; a failure is retried). */
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
  /** The handler's URL up to its first parameter or wildcard; undefined when it matches any URL. */
  prefix?: string;
}

/** A handler's URL up to its first parameter or wildcard; the scheme's and port's colons are not parameters. */
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

/**
 * The demo's handlers behind one: MSW reads the cookies and parses the URL for every handler it tries,
 * a cost that grows with the demo's hundreds of handlers (docs/performance.md,
 * "What was done, and why it helped"). Here only the handlers whose method and fixed URL start fit the
 * request are tried, in their order, with MSW's own matching (parameters, first answer wins,
 * `undefined` passes on).
 */
export function dispatchTo(
  handlers: readonly RequestHandler[] | Promise<readonly RequestHandler[]>,
  options: {
    /**
     * Run after a write is answered and before the answer goes: the store keeps the write, so a
     * page reloaded as soon as it shows the result still finds it.
     */
    afterWrite?: () => Promise<void>;
  } = {},
): RequestHandler {
  // Handlers still being made (the store opening) let every request through meanwhile: the app's
  // own calls wait for the demo to be ready (App's backendReady), so what comes before is code
  // the page is loading, and waiting here for it would wait for ourselves (the dev server serves
  // the demo's own modules through this worker).
  let routes: Route[] | undefined;
  Promise.resolve(handlers).then(
    (list) => {
      routes = list.map(routeOf);
    },
    // A failure to make them is the demo's start-up failure, shown by main.tsx.
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
