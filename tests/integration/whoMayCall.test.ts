import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../contract/fixtures';
import { API_KEY, BASES, startContractServer, type ContractServer } from '../contract/server';
import { startDemoBackend, TEST_API_KEY, TEST_ORIGIN, type DemoBackend } from '../support/demoBackend';

/*
 * Who may call what, as the services hold it (docs/api.md, "Who may call what"), on the contract
 * server and on the demo alike.
 *
 * The back-office API's key is public (every visitor of the app reads config.json): it names the
 * client, never a person. Every back-office call needs a signed-in user's token besides, except the
 * calls made before anyone signs in and the public landing page's advert log (docs/api.md, "Who
 * may call what"). Held by the contract server and by the demo alike.
 */

/** The calls a caller with the key alone may make: written here, not read from either server. */
const BEFORE_SIGN_IN = ['POST /auth/Login', 'POST /auth/two-factor', 'PUT /kk-bo-api/api/Advertise/AddLog'];

/** The calls the review found open to the key alone: each must be among those checked. */
const FOUND_OPEN = [
  'GET /api/Storesurvey/WithPage',
  'POST /api/Storesurvey',
  'PUT /api/Storesurvey/:id',
  'DELETE /api/Storesurvey/:id',
  'GET /support/UserSupport',
  'GET /auth/Stafflog',
  'POST /api/Position',
  'DELETE /api/Position/:id',
];

let server: ContractServer;
let demo: DemoBackend;
beforeAll(async () => {
  server = await startContractServer();
  demo = await startDemoBackend();
});
afterAll(async () => {
  await server.close();
  demo.close();
});

/** The back-office API's calls: those at its base, not at a microservice's. */
const backOfficeCalls = () => {
  const services = Object.values(BASES).filter(Boolean);
  return server.routes
    .filter((route) => !services.some((base) => route.pattern.startsWith(`${base}/`)))
    .map((route) => `${route.method} ${route.pattern}`);
};

/**
 * The calls, but those before sign-in, that a server answers otherwise than 401 when asked with
 * the key alone. (Those before sign-in answer as their bodies deserve: an empty sign-in is a 401 of
 * its own.)
 */
async function answeredToKeyAlone(origin: string, key: string): Promise<string[]> {
  const open: string[] = [];
  for (const call of backOfficeCalls().filter((call) => !BEFORE_SIGN_IN.includes(call))) {
    const [method, pattern] = call.split(' ');
    const response = await fetch(`${origin}${pattern.replace(/:\w+/g, '1')}`, {
      method,
      headers: { 'Content-Type': 'application/json', 'x-api-key': key },
      body: method === 'GET' ? undefined : JSON.stringify({}),
    });
    if (response.status !== 401) open.push(`${call} → ${response.status}`);
  }
  return open;
}

describe('the back-office API with the public key and no sign-in', () => {
  it('lists the calls it checks, those found open among them', () => {
    const calls = backOfficeCalls();
    expect(calls.length).toBeGreaterThan(FOUND_OPEN.length + BEFORE_SIGN_IN.length);
    for (const call of [...FOUND_OPEN, ...BEFORE_SIGN_IN]) expect(calls).toContain(call);
  });

  it('the contract server answers 401 to every call but signing in and the advert log', async () => {
    expect(await answeredToKeyAlone(server.url, API_KEY)).toEqual([]);
  });

  it('the demo answers the same', async () => {
    expect(await answeredToKeyAlone(TEST_ORIGIN, TEST_API_KEY)).toEqual([]);
  });
});

/*
 * The staff log holds colleagues' reveals, exports and search text: the whole log (or a resource's
 * part of it) is read only by the roles its menu entry gives it; a record's history, by anyone who
 * opens the record. Held by the contract server and the demo.
 */

async function tokenOf(origin: string, key: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${origin}/auth/Login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-api-key': key },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { Data: { token: string } };
  return body.Data.token;
}

async function logStatus(origin: string, key: string, token: string, query: string): Promise<number> {
  const response = await fetch(`${origin}/auth/Stafflog?page=1&pageSize=5${query}`, {
    headers: { 'x-api-key': key, Authorization: `Bearer ${token}` },
  });
  return response.status;
}

const RECORD = '&resource=suppliers&recordId=1';

describe('who reads the staff log', () => {
  it('the contract server: the roles of its menu entry read it whole, others only a record’s history', async () => {
    // Give the log's entry to the superadmin alone (the fixture gives it to every role).
    const entry = [...server.store().menu.main, ...server.store().menu.sub].find(
      (row) => row.linkto === '/StaffLog',
    )!;
    entry.allowedroles = 'superadmin';
    const superadmin = await tokenOf(server.url, API_KEY, 'somchai.s', PASSWORD);
    const cs = await tokenOf(server.url, API_KEY, 'wanida.c', PASSWORD);
    expect(await logStatus(server.url, API_KEY, superadmin, '')).toBe(200);
    expect(await logStatus(server.url, API_KEY, cs, '')).toBe(403);
    expect(await logStatus(server.url, API_KEY, cs, '&resource=suppliers')).toBe(403);
    expect(await logStatus(server.url, API_KEY, cs, RECORD)).toBe(200);
  });

  it('the demo: the same, its entry being the admin’s', async () => {
    const admin = await tokenOf(TEST_ORIGIN, TEST_API_KEY, 'admin', 'demo1234');
    const sales = await tokenOf(TEST_ORIGIN, TEST_API_KEY, 'sales', 'demo1234');
    expect(await logStatus(TEST_ORIGIN, TEST_API_KEY, admin, '')).toBe(200);
    expect(await logStatus(TEST_ORIGIN, TEST_API_KEY, sales, '')).toBe(403);
    expect(await logStatus(TEST_ORIGIN, TEST_API_KEY, sales, '&resource=suppliers')).toBe(403);
    expect(await logStatus(TEST_ORIGIN, TEST_API_KEY, sales, RECORD)).toBe(200);
  });
});
