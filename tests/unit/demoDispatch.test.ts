import { describe, expect, it } from 'vitest';
import { getResponse, http, HttpResponse } from 'msw';
import { dispatchTo } from '../../src/demo/dispatch';

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
