import { describe, expect, it } from 'vitest';
import { demoBackendForFile } from '../../../tests/support/demoBackend';
import { buildMenuTree } from '../../api/menuRules';
import { ruleAllows } from '../../registry/access';
import { buildRegistry, routeKey } from '../../registry/registry';
import { seedMainMenu, seedSubMenu } from '../../../tests/support/demoMenu';
import { help, helpDetails, helpSubs, helpTitles } from '.';
import {
  flattenTree,
  HELP_PATHS,
  helpScreenOf,
  moveWrites,
  nextSortOrder,
  plainText,
  titleProblem,
} from './helpRules';
import { escapeHtml, imageAlt, sanitizeHtml } from './sanitize';

const node = (id: number, sortOrder: number) => ({ id, sortOrder });

describe('help paths', () => {
  it('are the twelve old paths, each a route of its own', () => {
    const spec = [
      '/help/kk',
      '/help/kk-detail',
      '/help/kk-ep',
      '/help/kk-ep-detail',
      '/help/kk-ep-sub',
      '/help/kk-ep-title',
      '/help/kk-sub',
      '/help/kk-title',
      '/help/kk-ws',
      '/help/kk-ws-detail',
      '/help/kk-ws-sub',
      '/help/kk-ws-title',
    ];
    expect([...HELP_PATHS].sort()).toEqual(spec);
    expect((help.routes ?? []).map((route) => route.path).sort()).toEqual(spec);
  });

  it('name their audience and level', () => {
    expect(helpScreenOf('/help/kk')).toEqual({ audience: 'kk', level: undefined });
    expect(helpScreenOf('/help/kk-ep')).toEqual({ audience: 'kk-ep', level: undefined });
    expect(helpScreenOf('/help/kk-ws-sub')).toEqual({ audience: 'kk-ws', level: 'sub' });
    expect(helpScreenOf('/help/kk-detail/')).toEqual({ audience: 'kk', level: 'detail' });
    expect(helpScreenOf('/help/kk-xx')).toBeUndefined();
    expect(helpScreenOf('/help/kk-ep-title/1')).toBeUndefined();
  });

  it("open to the roles of their section's menu entry: admin and support, not finance", () => {
    const registry = buildRegistry([helpTitles, helpSubs, helpDetails, help]);
    const tree = buildMenuTree(seedMainMenu, seedSubMenu);
    for (const path of HELP_PATHS) {
      const rule = registry.ruleFor(routeKey('help', path));
      expect(registry.accessKeyOfPath(path), path).toBe(routeKey('help', path));
      expect(ruleAllows(rule, tree, 'admin'), path).toBe(true);
      expect(ruleAllows(rule, tree, 'support'), path).toBe(true);
      expect(ruleAllows(rule, tree, 'finance'), path).toBe(false);
      expect(ruleAllows(rule, tree, 'sales'), path).toBe(false);
    }
    // a section hidden from a role closes its own paths only
    const onlyGeneral = buildMenuTree(
      seedMainMenu,
      seedSubMenu.map((entry) =>
        entry.linkto === '/help/kk-ws' ? { ...entry, allowedroles: ['admin'] } : entry,
      ),
    );
    expect(ruleAllows(registry.ruleFor(routeKey('help', '/help/kk-ws-detail')), onlyGeneral, 'support')).toBe(
      false,
    );
    expect(ruleAllows(registry.ruleFor(routeKey('help', '/help/kk-detail')), onlyGeneral, 'support')).toBe(
      true,
    );
  });
});

describe('help screens in the shell', () => {
  it("are named in the top bar and the drawer by their section's entry", () => {
    const registry = buildRegistry([helpTitles, helpSubs, helpDetails, help]);
    expect(registry.oldPathsFor('/help/kk-ep-sub')).toEqual(['/help/kk-ep-sub', '/help/kk-ep']);
    expect(registry.oldPathsFor('/help/kk')).toEqual(['/help/kk']);
  });
});

describe('help rules', () => {
  it('check titles: required, at most 200 characters', () => {
    expect(titleProblem('  ')).toBe('ra.validation.required');
    expect(titleProblem(undefined)).toBe('ra.validation.required');
    expect(titleProblem('ก'.repeat(201))).toBe('resources.help.validation.too_long');
    expect(titleProblem('การชำระเงิน')).toBeUndefined();
  });

  it('add after the last sibling', () => {
    expect(nextSortOrder([])).toBe(1);
    expect(nextSortOrder([node(1, 3), node(2, 7)])).toBe(8);
  });

  it('move a node by swapping its order with its neighbour', () => {
    const siblings = [node(10, 1), node(11, 2), node(12, 5)];
    expect(moveWrites(siblings, 12, 'up')).toEqual([
      { node: node(12, 5), sortOrder: 2 },
      { node: node(11, 2), sortOrder: 5 },
    ]);
    expect(moveWrites(siblings, 10, 'down')).toEqual([
      { node: node(10, 1), sortOrder: 2 },
      { node: node(11, 2), sortOrder: 1 },
    ]);
    expect(moveWrites(siblings, 10, 'up')).toEqual([]);
    expect(moveWrites(siblings, 12, 'down')).toEqual([]);
    expect(moveWrites(siblings, 99, 'up')).toEqual([]);
  });

  it('renumber siblings that share an order, so that a move always moves', () => {
    expect(moveWrites([node(1, 0), node(2, 0), node(3, 0)], 3, 'up')).toEqual([
      { node: node(1, 0), sortOrder: 1 },
      { node: node(3, 0), sortOrder: 2 },
      { node: node(2, 0), sortOrder: 3 },
    ]);
  });

  it('flatten the tree for the CSV in the screen order, with the text of each detail', () => {
    const base = { audience: 'kk' as const, title_en: '' };
    const rows = flattenTree(
      [
        { ...base, id: 2, title_th: 'ข', sortOrder: 2 },
        { ...base, id: 1, title_th: 'ก', sortOrder: 1 },
      ],
      [{ ...base, id: 5, helpTitleId: 2, title_th: 'ข1', sortOrder: 1 }],
      [
        {
          ...base,
          id: 9,
          helpSubId: 5,
          title_th: 'ข1ก',
          sortOrder: 1,
          body: '<p>หนึ่ง &amp; สอง</p><script>x()</script><ul><li>สาม</li></ul>',
        },
      ],
    );
    expect(rows).toEqual([
      { level: 'title', title: 'ก', sub: '', detail: '', text: '' },
      { level: 'title', title: 'ข', sub: '', detail: '', text: '' },
      { level: 'sub', title: 'ข', sub: 'ข1', detail: '', text: '' },
      { level: 'detail', title: 'ข', sub: 'ข1', detail: 'ข1ก', text: 'หนึ่ง & สอง\nสาม' },
    ]);
    expect(plainText('<h2>หัว</h2>ข้อ<br>ความ')).toBe('หัว\nข้อ\nความ');
  });
});

describe('the sanitiser without a DOM (Node)', () => {
  it('fails closed: every tag becomes visible text, never markup', () => {
    expect(sanitizeHtml('<script>window.__helpXss = 1</script>')).toBe(
      '&lt;script&gt;window.__helpXss = 1&lt;/script&gt;',
    );
    expect(sanitizeHtml('<img src=x onerror="alert(1)">')).toBe(
      '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;',
    );
    expect(sanitizeHtml('ข้อความธรรมดา')).toBe('ข้อความธรรมดา');
    expect(sanitizeHtml(undefined)).toBe('');
    expect(escapeHtml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&#39;');
  });
});

describe("help images' alt text (set as the sanitiser keeps an image)", () => {
  it('keeps a given alt, even an empty one (decorative)', () => {
    expect(imageAlt('แผนผังการชำระเงิน', null)).toBeUndefined();
    expect(imageAlt('', 'ชื่อไฟล์')).toBeUndefined();
  });

  it('gives an image without one its title, else an empty alt (decorative, its file name never read)', () => {
    expect(imageAlt(null, ' ขั้นตอนการสมัคร ')).toBe('ขั้นตอนการสมัคร');
    expect(imageAlt(null, '  ')).toBe('');
    expect(imageAlt(null, null)).toBe('');
  });
});

const backend = demoBackendForFile({ signInAs: 'admin' });
const WHOLE = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'sortOrder', order: 'ASC' as const } };

describe('help content calls (assumed /api/HelpTitle, /api/HelpSub, /api/HelpDetail)', () => {
  it("reads a section's titles, a title's sub-titles and a sub-title's details, filtered on the server", async () => {
    const titles = await backend.dataProvider.getList('help-titles', {
      ...WHOLE,
      filter: { audience: 'kk-ep' },
    });
    let request = backend.lastRequest();
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/api/HelpTitle');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ audience: 'kk-ep' });
    expect(request.headers.get('x-api-key')).toBe('test-api-key');
    expect(titles.data.length).toBeGreaterThanOrEqual(3);
    expect(titles.data.every((row) => row.audience === 'kk-ep')).toBe(true);
    expect(titles.data.map((row) => row.title_th)).toContain('การชำระเงิน');

    const payment = titles.data.find((row) => row.title_th === 'การชำระเงิน')!;
    const subs = await backend.dataProvider.getList('help-subs', {
      ...WHOLE,
      filter: { audience: 'kk-ep', helpTitleId: payment.id },
    });
    request = backend.lastRequest();
    expect(request.url.pathname).toBe('/api/HelpSub');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      audience: 'kk-ep',
      helpTitleId: String(payment.id),
    });
    expect(subs.data.map((row) => row.title_th)).toEqual(['ช่องทางชำระเงิน', 'ใบเสร็จและใบกำกับภาษี']);

    const details = await backend.dataProvider.getList('help-details', {
      ...WHOLE,
      filter: { helpSubId: subs.data[0].id },
    });
    request = backend.lastRequest();
    expect(request.url.pathname).toBe('/api/HelpDetail');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ helpSubId: String(subs.data[0].id) });
    expect(details.data.map((row) => row.title_th)).toEqual(['พร้อมเพย์', 'โอนผ่านธนาคาร', 'เก็บเงินปลายทาง']);

    const { data: one } = await backend.dataProvider.getOne('help-details', { id: details.data[1].id });
    request = backend.lastRequest();
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe(`/api/HelpDetail/${details.data[1].id}`);
    expect(one.body).toContain('แนบสลิป');
  });

  it('adds, renames, reorders and deletes a title and a sub-title; refuses deleting a title with sub-titles', async () => {
    const { data: title } = await backend.dataProvider.create('help-titles', {
      data: { audience: 'kk-ws', title_th: ' โปรโมชั่น ', title_en: 'Promotions', sortOrder: 9 },
    });
    let request = backend.lastRequest();
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/api/HelpTitle');
    expect(JSON.parse(request.body)).toEqual({
      audience: 'kk-ws',
      title_th: 'โปรโมชั่น',
      title_en: 'Promotions',
      sortOrder: 9,
    });
    expect(title.id).toEqual(expect.any(Number));

    await backend.dataProvider.update('help-titles', {
      id: title.id,
      data: { ...title, title_th: 'โปรโมชั่นและส่วนลด', sortOrder: 10 },
      previousData: title,
    });
    request = backend.lastRequest();
    expect(request.method).toBe('PUT');
    expect(request.url.pathname).toBe(`/api/HelpTitle/${title.id}`);
    expect(JSON.parse(request.body)).toEqual({
      audience: 'kk-ws',
      title_th: 'โปรโมชั่นและส่วนลด',
      title_en: 'Promotions',
      sortOrder: 10,
    });

    const { data: sub } = await backend.dataProvider.create('help-subs', {
      data: { audience: 'kk-ws', helpTitleId: title.id, title_th: 'คูปอง', title_en: 'Coupons', sortOrder: 1 },
    });
    request = backend.lastRequest();
    expect(request.url.pathname).toBe('/api/HelpSub');
    expect(JSON.parse(request.body)).toEqual({
      audience: 'kk-ws',
      helpTitleId: title.id,
      title_th: 'คูปอง',
      title_en: 'Coupons',
      sortOrder: 1,
    });

    await backend.dataProvider.update('help-subs', {
      id: sub.id,
      data: { ...sub, title_th: 'คูปองและโค้ดส่วนลด', sortOrder: 2 },
      previousData: sub,
    });
    request = backend.lastRequest();
    expect(request.method).toBe('PUT');
    expect(request.url.pathname).toBe(`/api/HelpSub/${sub.id}`);
    expect(JSON.parse(request.body)).toEqual({
      audience: 'kk-ws',
      helpTitleId: title.id,
      title_th: 'คูปองและโค้ดส่วนลด',
      title_en: 'Coupons',
      sortOrder: 2,
    });

    await expect(
      backend.dataProvider.delete('help-titles', { id: title.id, previousData: title }),
    ).rejects.toMatchObject({ status: 409, message: 'The title still has sub-titles' });
    await expect(
      backend.dataProvider.create('help-subs', {
        data: { audience: 'kk', helpTitleId: title.id, title_th: 'ผิดกลุ่ม', title_en: 'Wrong', sortOrder: 1 },
      }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      backend.dataProvider.create('help-titles', { data: { audience: 'kk', title_th: '', title_en: 'x' } }),
    ).rejects.toMatchObject({ status: 400 });

    await backend.dataProvider.delete('help-subs', { id: sub.id, previousData: sub });
    request = backend.lastRequest();
    expect(request.method).toBe('DELETE');
    expect(request.url.pathname).toBe(`/api/HelpSub/${sub.id}`);
    await backend.dataProvider.delete('help-titles', { id: title.id, previousData: title });
    request = backend.lastRequest();
    expect(request.method).toBe('DELETE');
    expect(request.url.pathname).toBe(`/api/HelpTitle/${title.id}`);
    expect(backend.store.collection('help-titles').some((row) => row.id === title.id)).toBe(false);
  });

  it('adds, edits and deletes a detail, its text sanitised before it is sent', async () => {
    const sub = backend.store.collection('help-subs').find((row) => row.title_th === 'การถอนเงิน')!;
    const { data: detail } = await backend.dataProvider.create('help-details', {
      data: {
        audience: 'kk-ws',
        helpSubId: sub.id,
        title_th: 'ถอนเงินวันหยุด',
        title_en: 'Withdrawing on holidays',
        body: 'ถอนได้ทุกวัน',
        sortOrder: 3,
      },
    });
    let request = backend.lastRequest();
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/api/HelpDetail');
    expect(JSON.parse(request.body)).toEqual({
      audience: 'kk-ws',
      helpSubId: sub.id,
      title_th: 'ถอนเงินวันหยุด',
      title_en: 'Withdrawing on holidays',
      body: 'ถอนได้ทุกวัน',
      sortOrder: 3,
    });

    // No DOM in Node: the sanitiser escapes the markup rather than let it through.
    await backend.dataProvider.update('help-details', {
      id: detail.id,
      data: { ...detail, body: '<script>window.__helpXss = 1</script>' },
      previousData: detail,
    });
    request = backend.lastRequest();
    expect(request.method).toBe('PUT');
    expect(request.url.pathname).toBe(`/api/HelpDetail/${detail.id}`);
    expect(JSON.parse(request.body).body).toBe('&lt;script&gt;window.__helpXss = 1&lt;/script&gt;');
    const stored = backend.store.collection('help-details').find((row) => row.id === detail.id)!;
    expect(stored.body).toBe('&lt;script&gt;window.__helpXss = 1&lt;/script&gt;');

    await backend.dataProvider.delete('help-details', { id: detail.id, previousData: detail });
    request = backend.lastRequest();
    expect(request.method).toBe('DELETE');
    expect(request.url.pathname).toBe(`/api/HelpDetail/${detail.id}`);
  });

  it('seeds 3 to 5 titles per section, 2 to 4 sub-titles each and 1 to 3 details each, and one unsafe body', () => {
    const titles = backend.store.collection('help-titles');
    const subs = backend.store.collection('help-subs');
    const details = backend.store.collection('help-details');
    for (const audience of ['kk', 'kk-ep', 'kk-ws']) {
      const own = titles.filter((row) => row.audience === audience);
      expect(own.length, audience).toBeGreaterThanOrEqual(3);
      expect(own.length, audience).toBeLessThanOrEqual(5);
    }
    for (const title of titles) {
      const count = subs.filter((row) => row.helpTitleId === title.id).length;
      expect(count, String(title.title_th)).toBeGreaterThanOrEqual(2);
      expect(count, String(title.title_th)).toBeLessThanOrEqual(4);
    }
    for (const sub of subs) {
      const count = details.filter((row) => row.helpSubId === sub.id).length;
      expect(count, String(sub.title_th)).toBeGreaterThanOrEqual(1);
      expect(count, String(sub.title_th)).toBeLessThanOrEqual(3);
    }
    expect(details.filter((row) => String(row.body).includes('<script>'))).toHaveLength(1);
  });
});
