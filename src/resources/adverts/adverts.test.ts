import { describe, expect, it } from 'vitest';
import { demoBackendForFile, TEST_API_KEY, TEST_ORIGIN } from '../../../tests/support/demoBackend';
import { addLogOnce, loggedKey } from './public/addLog';
import { landingLink, readLandingQuery } from './landingRules';

const backend = demoBackendForFile({ signInAs: 'sales' });

describe('the advert list (GET /kk-bo-api/api/Advertise/WithPage)', () => {
  it('asks with page and take, reads meta.itemCount as the total, newest first', async () => {
    const { data, total } = await backend.dataProvider.getList('adverts', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    const request = backend.lastRequest();
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/kk-bo-api/api/Advertise/WithPage');
    // newest first is the service's own order: no Sort is sent for it
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ page: '2', take: '10' });
    expect(request.headers.get('x-api-key')).toBe(TEST_API_KEY);
    expect(total).toBe(42);
    expect(data.map((advert) => advert.id)).toEqual([32, 31, 30, 29, 28, 27, 26, 25, 24, 23]);
  });

  it('sorts on the server by another column', async () => {
    const { data } = await backend.dataProvider.getList('adverts', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'startDate', order: 'ASC' },
      filter: {},
    });
    expect(Object.fromEntries(backend.lastRequest().url.searchParams)).toMatchObject({
      Sort: 'startDate',
      Order: 'ASC',
    });
    const starts = data.map((advert) => String(advert.startDate));
    expect(starts).toEqual([...starts].sort());
  });

  it('filters by title, app and running, on the server', async () => {
    const { data } = await backend.dataProvider.getList('adverts', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: 'แอป', typeApp: 'WS', isActive: false },
    });
    expect(Object.fromEntries(backend.lastRequest().url.searchParams)).toMatchObject({
      title: 'แอป',
      typeApp: 'WS',
      isActive: 'false',
    });
    expect(data.length).toBeGreaterThan(0);
    for (const advert of data) {
      expect(advert.title).toContain('แอป');
      expect(advert.typeApp).toBe('WS');
      expect(advert.isActive).toBe(false);
    }
  });
});

describe('the landing link (/Adv with TypeApp and TypeAdv)', () => {
  it('is written for the QR code and read back by the page', () => {
    const link = landingLink('https://bo.example.co.th', { typeApp: 'GC', typeAdv: 'POSTER' });
    expect(link).toBe('https://bo.example.co.th/Adv?TypeApp=GC&TypeAdv=POSTER');
    expect(readLandingQuery(new URL(link).search)).toEqual({ typeApp: 'GC', typeAdv: 'POSTER' });
  });

  it('reads the app code in any case, and nothing from a link without a known app or a valid type', () => {
    expect(readLandingQuery('?TypeApp=ws&TypeAdv=LINE')).toEqual({ typeApp: 'WS', typeAdv: 'LINE' });
    expect(readLandingQuery('?TypeApp=XX&TypeAdv=LINE')).toBeUndefined();
    expect(readLandingQuery('?TypeApp=GC')).toBeUndefined();
    expect(readLandingQuery('?TypeApp=GC&TypeAdv=<script>')).toBeUndefined();
    expect(readLandingQuery('?TypeApp=GC&TypeAdv=' + 'A'.repeat(41))).toBeUndefined();
  });
});

describe('AddLog (PUT /kk-bo-api/api/Advertise/AddLog)', () => {
  const visit = { typeApp: 'WS', typeAdv: 'FLYER' } as const;
  const session = () => {
    const kept = new Map<string, string>();
    return {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
    };
  };

  it('sends TypeApp and TypeAdv once per visit, with the API key and no token, and the demo stores it', async () => {
    const storage = session();
    const deps = {
      apiBase: `${TEST_ORIGIN}/`,
      apiHeaders: { 'x-api-key': TEST_API_KEY },
      storage,
      fetch: globalThis.fetch,
    };
    const before = backend.store.collection('advert-logs').length;
    await expect(Promise.all([addLogOnce(visit, deps), addLogOnce(visit, deps)])).resolves.toEqual([
      true,
      false,
    ]);
    await expect(addLogOnce(visit, deps)).resolves.toBe(false);
    const sent = backend.requests.filter((request) => request.url.pathname.endsWith('/Advertise/AddLog'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('PUT');
    expect(JSON.parse(sent[0]!.body)).toEqual({ TypeApp: 'WS', TypeAdv: 'FLYER' });
    expect(sent[0]!.headers.get('x-api-key')).toBe(TEST_API_KEY);
    expect(sent[0]!.headers.get('authorization')).toBeNull();
    expect(storage.getItem(loggedKey(visit))).not.toBeNull();
    const logs = backend.store.collection('advert-logs');
    expect(logs).toHaveLength(before + 1);
    expect(logs.at(-1)).toMatchObject({ TypeApp: 'WS', TypeAdv: 'FLYER' });
  });

  it('the demo refuses a visit of an unknown app', async () => {
    const answer = await fetch(`${TEST_ORIGIN}/kk-bo-api/api/Advertise/AddLog`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ TypeApp: 'XX', TypeAdv: 'FLYER' }),
    });
    expect(answer.status).toBe(400);
  });

  it('the logs of a date range and one app are read whole (assumed GET Advertise/Logs), both days included', async () => {
    // the stored visits' days, counted here: the range is the 11th to the 4th latest day with a visit
    const stored = backend.store.collection('advert-logs');
    const days = [...new Set(stored.map((log) => String(log.createdAt).slice(0, 10)))].sort();
    const [start, end] = [days.at(-11)!, days.at(-4)!];
    const expected = stored.filter((log) => {
      const day = String(log.createdAt).slice(0, 10);
      return log.TypeApp === 'WS' && day >= start && day <= end;
    }).length;
    expect(expected).toBeGreaterThan(0);
    const { data, total } = await backend.dataProvider.getList('advert-logs', {
      pagination: { page: 1, perPage: 1_000_000 },
      sort: { field: 'createdAt', order: 'ASC' },
      filter: { start, end, TypeApp: 'WS' },
    });
    const request = backend.lastRequest();
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/kk-bo-api/api/Advertise/Logs');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ start, end, TypeApp: 'WS' });
    expect(request.headers.get('x-api-key')).toBe(TEST_API_KEY);
    expect(total).toBe(expected);
    expect(data).toHaveLength(expected);
    for (const log of data) {
      expect(log.TypeApp).toBe('WS');
      expect(String(log.createdAt).slice(0, 10) >= start && String(log.createdAt).slice(0, 10) <= end).toBe(
        true,
      );
    }
  });

  it('the logs are read back for a date range (assumed GET Advertise/Logs)', async () => {
    const { data } = await backend.dataProvider.getList('advert-logs', {
      pagination: { page: 1, perPage: 10_000 },
      sort: { field: 'createdAt', order: 'ASC' },
      filter: { start: '2000-01-01', TypeApp: 'GC' },
    });
    expect(Object.fromEntries(backend.lastRequest().url.searchParams)).toEqual({
      start: '2000-01-01',
      TypeApp: 'GC',
    });
    expect(data.length).toBeGreaterThan(100);
    expect(data.every((log) => log.TypeApp === 'GC')).toBe(true);
  });
});
