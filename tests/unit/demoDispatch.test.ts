import { describe, expect, it } from 'vitest';
import { getResponse, http, HttpResponse } from 'msw';
import { afterPreparing, dispatchTo, fixedStart } from '../../src/demo/dispatch';

const tried: string[] = [];
const handler = (name: string, answer: boolean) => () => {
  tried.push(name);
  return answer ? HttpResponse.json({ name }) : undefined;
};
const dispatcher = dispatchTo([
  http.all('*', handler('fault', false)),
  http.get('http://api.test/v1/Brand/:id', ({ params }) => {
    tried.push('brand');
    return HttpResponse.json({ id: params.id });
  }),
  http.get('http://api.test/v1/Brand/All', handler('all brands', true)),
  http.post('http://api.test/v1/Brand', handler('create brand', true)),
  http.get('http://api.test/v1/Unit', handler('units', true)),
]);
const answer = async (method: string, url: string) => {
  tried.length = 0;
  const response = await getResponse([dispatcher], new Request(url, { method }));
  return response && ((await response.json()) as Record<string, unknown>);
};

describe("the demo's dispatcher", () => {
  it('gives the path parameters and tries only the handlers whose fixed start fits', async () => {
    await expect(answer('GET', 'http://api.test/v1/Brand/17?x=1')).resolves.toEqual({ id: '17' });
    expect(tried).toEqual(['fault', 'brand']);
  });

  it('keeps the order of the handlers: the first answer wins', async () => {
    await expect(answer('GET', 'http://api.test/v1/Brand/All')).resolves.toEqual({ id: 'All' });
  });

  it('matches the method', async () => {
    await expect(answer('POST', 'http://api.test/v1/Brand')).resolves.toEqual({ name: 'create brand' });
    expect(tried).toEqual(['fault', 'create brand']);
  });

  it('passes on what no handler answers', async () => {
    await expect(answer('GET', 'http://api.test/v2/Nothing')).resolves.toBeUndefined();
    expect(tried).toEqual(['fault']);
  });
});

describe('a dispatcher whose handlers are still being made', () => {
  it('lets requests through until they are ready, then answers', async () => {
    let ready: (handlers: ReturnType<typeof http.get>[]) => void = () => undefined;
    const later = dispatchTo(new Promise((resolve) => (ready = resolve)));
    const ask = () => getResponse([later], new Request('http://api.test/v1/Unit'));
    await expect(ask()).resolves.toBeUndefined();
    ready([http.get('http://api.test/v1/Unit', () => HttpResponse.json({ name: 'units' }))]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const response = await ask();
    await expect(response?.json()).resolves.toEqual({ name: 'units' });
  });
});

describe("a handler's fixed start", () => {
  it('ends at its first parameter or wildcard, not at the colon of the scheme or the port', () => {
    expect(fixedStart('http://127.0.0.1:4010/product/api/v1/Brand/:id')).toBe(
      'http://127.0.0.1:4010/product/api/v1/Brand/',
    );
    expect(fixedStart('https://api.test/v1/*')).toBe('https://api.test/v1/');
    expect(fixedStart('/api/Mainmenu/:id')).toBe('/api/Mainmenu/');
    expect(fixedStart('http://api.test/v1/Unit')).toBe('http://api.test/v1/Unit');
  });
});

describe('handlers that need something loaded first', () => {
  it('answer once it has loaded, load it once, and try again after a failed load; others do not wait', async () => {
    let loads = 0;
    let loaded = false;
    const prepare = async () => {
      loads += 1;
      if (loads === 1) throw new Error('could not load');
      loaded = true;
    };
    const prepared = dispatchTo([
      ...afterPreparing(
        [http.get('http://api.test/v1/Provinces', () => HttpResponse.json({ loaded }))],
        prepare,
      ),
      http.get('http://api.test/v1/Units', () => HttpResponse.json({ loads })),
    ]);
    const ask = async (url: string) => {
      const response = await getResponse([prepared], new Request(url));
      return (await response!.json()) as Record<string, unknown>;
    };
    await expect(ask('http://api.test/v1/Units')).resolves.toEqual({ loads: 0 });
    await expect(ask('http://api.test/v1/Provinces')).rejects.toThrow('could not load');
    await expect(ask('http://api.test/v1/Provinces')).resolves.toEqual({ loaded: true });
    await ask('http://api.test/v1/Provinces');
    expect(loads).toBe(2);
  });
});

describe('a dispatcher that keeps writes before answering them', () => {
  it('answers a write only after the store has kept it, and a read at once', async () => {
    const events: string[] = [];
    let keep: () => void = () => undefined;
    const keeping = dispatchTo(
      [
        http.post('http://api.test/v1/Brand', () => {
          events.push('written');
          return HttpResponse.json({ ok: true });
        }),
        http.get('http://api.test/v1/Brand', () => HttpResponse.json([])),
      ],
      {
        afterWrite: () =>
          new Promise<void>((resolve) => {
            events.push('keeping');
            keep = () => {
              events.push('kept');
              resolve();
            };
          }),
      },
    );
    // Let the handlers be made (they are given at once, routed on the next turn).
    await Promise.resolve();
    await expect(
      getResponse([keeping], new Request('http://api.test/v1/Brand')).then((response) => response?.status),
    ).resolves.toBe(200);
    expect(events).toEqual([]);

    const answered = getResponse([keeping], new Request('http://api.test/v1/Brand', { method: 'POST' })).then(
      () => events.push('answered'),
    );
    await expect.poll(() => events).toEqual(['written', 'keeping']);
    keep();
    await answered;
    expect(events).toEqual(['written', 'keeping', 'kept', 'answered']);
  });
});
