import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CONTRACT_KEYS } from './cipher';
import { seed, type Store } from './fixtures';
import { failure, makeContext, Refusal, type Query, type RecordedRequest, type Reply } from './http';
import { API_KEY, BASES, buildRoutes, type Route, type Session } from './routes';

/**
 * A fake of the marketplace's services written from the specification alone (its call tables and
 * field names; docs/api.md, "Contract server"), for the browser test that runs the built app with `demo: false` against it
 * (tests/e2e/contract.test.ts). It shares nothing with the app: not its resource descriptions,
 * not its demo seeds. It listens on 127.0.0.1 on a free port, answers CORS for any origin, and
 * records every request so a test can check what the app sent.
 */

export interface ContractServer {
  url: string;
  /** Every request but CORS preflights since the last `clearRequests`, oldest first. */
  requests: RecordedRequest[];
  /** Every request but CORS preflights since the server started (or was reset): `clearRequests` keeps it. */
  history: RecordedRequest[];
  /** The data as it is now (tests read it to know what to expect). */
  store(): Store;
  /** The calls it serves, with what each asks of its caller. */
  routes: readonly Pick<Route, 'method' | 'pattern' | 'auth'>[];
  /** Forgets the recorded requests. */
  clearRequests(): void;
  /** The data back to its seed, sessions and uploads forgotten, records cleared. */
  reset(): void;
  /** The requests to a path (without the query), optionally of one method. */
  requestsTo(path: string, method?: string): RecordedRequest[];
  close(): Promise<void>;
}

export { API_KEY, BASES, CONTRACT_KEYS };

/** A 1×1 PNG, for every image URL the fixtures hand out. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, x-api-key, Content-Type, Accept',
  'Access-Control-Max-Age': '600',
};

function queryOf(url: URL): Query {
  const query: Query = {};
  for (const [key, value] of url.searchParams) {
    const seen = query[key];
    query[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return query;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  if (raw.length === 0) return undefined;
  const type = String(request.headers['content-type'] ?? '');
  if (type.includes('multipart/form-data')) {
    // The platform's own multipart parser: no dependency for a test server.
    const form = await new Request('http://contract.local/', {
      method: 'POST',
      headers: { 'content-type': type },
      body: raw,
    }).formData();
    const fields: Record<string, string> = {};
    const files: { field: string; name: string; type: string; data: Buffer }[] = [];
    for (const [field, value] of form) {
      if (typeof value === 'string') fields[field] = value;
      else
        files.push({
          field,
          name: value.name,
          type: value.type,
          data: Buffer.from(await value.arrayBuffer()),
        });
    }
    return { fields, files };
  }
  const textBody = raw.toString('utf8');
  if (type.includes('json')) {
    try {
      return JSON.parse(textBody);
    } catch {
      return { unparsable: textBody };
    }
  }
  return textBody;
}

/** Which route answers: exact segments, `:name` matching one segment. */
function match(routes: Route[], method: string, path: string) {
  const parts = path.split('/');
  for (const route of routes) {
    if (route.method !== method) continue;
    const pattern = route.pattern.split('/');
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const same = pattern.every((segment, index) => {
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = decodeURIComponent(parts[index]);
        return parts[index] !== '';
      }
      return segment === parts[index];
    });
    if (same) return { route, params };
  }
  return undefined;
}

function send(response: ServerResponse, reply: Reply) {
  if (reply.bytes) {
    response.writeHead(reply.status, { ...CORS, 'Content-Type': reply.bytes.type });
    response.end(reply.bytes.data);
    return;
  }
  if (reply.json === undefined) {
    response.writeHead(reply.status, CORS);
    response.end();
    return;
  }
  response.writeHead(reply.status, { ...CORS, 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(reply.json));
}

export async function startContractServer(): Promise<ContractServer> {
  const requests: RecordedRequest[] = [];
  const history: RecordedRequest[] = [];
  const session: Session = { tokens: new Map(), files: new Map(), baseUrl: '' };
  let data: Store | undefined;
  const store = () => data!;
  const routes = buildRoutes(store, session);

  const server = createServer(async (incoming, response) => {
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    const method = (incoming.method ?? 'GET').toUpperCase();
    if (method === 'OPTIONS') {
      response.writeHead(204, CORS);
      response.end();
      return;
    }
    const recorded: RecordedRequest = {
      method,
      path: url.pathname,
      query: queryOf(url),
      body: undefined,
      headers: incoming.headers,
    };
    requests.push(recorded);
    history.push(recorded);
    let reply: Reply;
    try {
      recorded.body = await readBody(incoming);
      reply = await answer(recorded);
    } catch (error) {
      reply =
        error instanceof Refusal
          ? failure(error.status, error.message)
          : failure(500, `Server error: ${String(error)}`);
    }
    recorded.status = reply.status;
    send(response, reply);
  });

  async function answer(request: RecordedRequest): Promise<Reply> {
    if (request.method === 'GET' && request.path.startsWith('/files/')) {
      request.offered = true;
      const name = decodeURIComponent(request.path.slice('/files/'.length));
      const file = session.files.get(name);
      return { status: 200, bytes: file ?? { data: PIXEL, type: 'image/png' } };
    }
    const found = match(routes, request.method, request.path);
    // Not a call of the specification: no such route, the bare 404 a web framework answers.
    request.offered = !!found;
    if (!found) return { status: 404 };
    const { route, params } = found;
    if (route.assumed) request.assumed = true;
    if ((route.auth === 'apiKey' || route.auth === 'staff') && request.headers['x-api-key'] !== API_KEY)
      return failure(403, 'A valid API key is required');
    if (route.auth === 'bearer' || route.auth === 'staff') {
      const token = String(request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
      if (!session.tokens.has(token)) return failure(401, 'Unauthorized');
    }
    return route.handler(makeContext(request, params));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  session.baseUrl = url;
  data = seed(url);

  return {
    url,
    routes,
    requests,
    history,
    store,
    clearRequests: () => {
      requests.length = 0;
    },
    reset: () => {
      requests.length = 0;
      history.length = 0;
      session.tokens.clear();
      session.files.clear();
      data = seed(url);
    },
    requestsTo: (path, method) =>
      requests.filter((request) => request.path === path && (!method || request.method === method)),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
