import { describe, expect, it } from 'vitest';
import { PUBLIC_PATHS, ROUTED, SPEC_PATHS, WAITING } from '../../tests/e2e/specRoutes';
import { componentTestFile, moveTo, renderApp, screen, waitFor } from '../../tests/support/renderApp';

componentTestFile();

/*
 * The old app's route table (docs/requirements.md, "Old paths"; tests/e2e/specRoutes.ts): each old
 * path leads to the screen that does its job now. The app is drawn once a test and moved from path
 * to path as the back button moves it; every path that goes wrong is collected, so a failure names
 * each one. The browser keeps one old path typed into a fresh page (tests/e2e/legacyRoutes.test.ts).
 */

/** The screen's place, once it draws `pathname` (the last screen stays drawn while the next one loads). */
const placeOf = (pathname: string) =>
  document.querySelector<HTMLElement>(`#main-content[data-path="${CSS.escape(pathname)}"]`);

/** Waits until the address is `pathname` and the screen's place draws it; answers that place. */
async function arrivedAt(pathname: string): Promise<HTMLElement> {
  return waitFor(() => {
    if (window.location.pathname !== pathname)
      throw new Error(`at ${window.location.pathname}, not ${pathname}`);
    const place = placeOf(pathname);
    if (!place) throw new Error(`the screen of ${pathname} is not drawn`);
    return place;
  });
}

/** What went wrong on the way from `path`, or nothing. */
async function wrongWay(path: string, check: () => Promise<void>): Promise<string | undefined> {
  await moveTo(path, { at: false });
  try {
    await check();
    return undefined;
  } catch (error) {
    return `${path}: ${(error as Error).message.split('\n')[0]}`;
  }
}

/** The filter the list's address carries. */
const filterOfAddress = () =>
  JSON.parse(new URLSearchParams(window.location.search).get('filter') ?? '{}') as Record<string, unknown>;

describe('the old route table', () => {
  it('covers every path, each either routed or waiting', () => {
    expect(new Set(SPEC_PATHS).size).toBe(SPEC_PATHS.length);
    expect([...Object.keys(ROUTED), ...WAITING].sort()).toEqual([...SPEC_PATHS].sort());
  });

  it('leads each old path to its screen, never the 404 page', async () => {
    // The public pages are pages of their own (their browser test opens them signed out); the
    // sign-in's paths are the signed-out test's below.
    const paths = Object.entries(ROUTED).filter(
      ([path]) => path !== '/login' && path !== '/LoginTFA' && !PUBLIC_PATHS.includes(path),
    );
    expect(paths.length).toBeGreaterThanOrEqual(70);
    await renderApp({ as: 'admin', at: '/' });
    const wrong: string[] = [];
    for (const [path, target] of paths) {
      const problem = await wrongWay(path, async () => {
        const place = await arrivedAt(target);
        if (place.querySelector('[data-testid="not-found"]')) throw new Error(`${target} shows the 404 page`);
      });
      if (problem) wrong.push(problem);
    }
    expect(wrong, 'these old paths do not lead to their screen').toEqual([]);
    // Seventy screens drawn one after another: 17 s on a quiet 2-core machine, past 30 s beside a
    // load. A limit, not a time check (docs/performance.md), as the access matrix's.
  }, 240_000);

  it('opens the record an old path names', async () => {
    const { container } = await renderApp({ as: 'admin', at: '/' });
    const named: [string, string, () => void][] = [
      [
        '/brand/components/EditBrand?id=3',
        '/brands/3',
        () => expect(container.querySelector('input[name="BrandTitle"]')).not.toBeNull(),
      ],
      [
        '/product/components/EditProduct?ProductId=7',
        '/products/7',
        () => expect(container.querySelector('input[name="ProductName"]')).not.toBeNull(),
      ],
      [
        '/productfeature/components/PackageDetail?packageId=2',
        '/packages/2/show',
        () => expect(screen.getAllByText('ผู้ขายส่งที่ใช้แพ็กเกจนี้').length).toBeGreaterThan(0),
      ],
      [
        '/brand?BrandId=3',
        '/brands/3',
        () => expect(container.querySelector('input[name="BrandTitle"]')).not.toBeNull(),
      ],
    ];
    const wrong: string[] = [];
    for (const [path, target, shown] of named) {
      const problem = await wrongWay(path, async () => {
        await arrivedAt(target);
        await waitFor(shown);
      });
      if (problem) wrong.push(problem);
    }
    expect(wrong, 'these old paths do not open their record').toEqual([]);
  });

  // Each old path's query becomes the list's filter (the unit table tests/unit/oldUrls.test.ts has them all).
  it("turns an old path's query into the list's filter", async () => {
    await renderApp({ as: 'admin', at: '/' });
    const filtered: [string, string, Record<string, string>][] = [
      ['/order?OrderNo=KK-0001', '/orders', { OrderNo: 'KK-0001' }],
      [
        '/finance/transactionout?SupplierId=abc&StartDateTime=2024-03-01T00:00:00',
        '/pay-outs',
        { SupplierId: 'abc', StartDate: '2024-03-01' },
      ],
      ['/grocery/document?Status=APPROVED', '/grocery-alcohol', { ApprovedStatus: 'APPROVED' }],
    ];
    const wrong: string[] = [];
    for (const [path, target, filter] of filtered) {
      const problem = await wrongWay(path, async () => {
        const place = await arrivedAt(target);
        expect(filterOfAddress()).toEqual(filter);
        await waitFor(() => expect(place.querySelector('.RaList-main')).not.toBeNull());
      });
      if (problem) wrong.push(problem);
    }
    expect(wrong, "these old paths' queries are not the list's filter").toEqual([]);
  });

  it('/LoginTFA without a pending sign-in goes to /login, and /login shows the sign-in form', async () => {
    const { container, path } = await renderApp({ as: null, at: '/LoginTFA' });
    await waitFor(() => expect(path()).toBe('/login'));
    await waitFor(() => expect(container.querySelector('input[name="username"]')).not.toBeNull());
  });

  it(`shows the 404 page for the ${WAITING.length} paths still waiting for their screens`, async () => {
    await renderApp({ as: 'admin', at: '/' });
    const wronglyWorking: string[] = [];
    for (const path of WAITING) {
      const problem = await wrongWay(path, async () => {
        const place = await arrivedAt(new URL(path, window.location.origin).pathname);
        await waitFor(() => expect(place.querySelector('[data-testid="not-found"]')).not.toBeNull());
      });
      if (problem) wronglyWorking.push(problem);
    }
    expect(wronglyWorking, 'these paths work now: move them from WAITING to ROUTED').toEqual([]);
  });
});
