import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closePages, moveTo, newPage, signIn, sharedBrowser } from './support';
import { PUBLIC_PATHS, ROUTED, SPEC_PATHS, WAITING } from './specRoutes';

sharedBrowser();

let page: Page;
beforeAll(async () => {
  page = await newPage();
  await page.goto('/login');
  await signIn(page, 'admin');
});
afterAll(closePages);

/** An old path leads elsewhere: the screen's place is read for where it led. */
const visit = (path: string) => moveTo(page, path, { at: false });

/**
 * The screen drawn for `pathname`: until the screen's place says so, the last screen may still be
 * drawn while the next one's code loads (AppLayout).
 */
const screenAt = (pathname: string) => page.locator(`#main-content[data-path="${pathname}"]`);

describe('the old route table', () => {
  it('covers every path, each either routed or waiting', () => {
    expect(new Set(SPEC_PATHS).size).toBe(SPEC_PATHS.length);
    expect([...Object.keys(ROUTED), ...WAITING].sort()).toEqual([...SPEC_PATHS].sort());
  });

  // The public pages are pages of their own (their browser test opens them signed out).
  it.each(
    Object.entries(ROUTED).filter(
      ([path]) => path !== '/login' && path !== '/LoginTFA' && !PUBLIC_PATHS.includes(path),
    ),
  )('%s leads to %s', async (path, target) => {
    await visit(path);
    await expect.poll(() => new URL(page.url()).pathname).toBe(target);
    await screenAt(target).waitFor();
    await expect(page.getByTestId('not-found').count()).resolves.toBe(0);
  });

  it.each([
    ['/brand/components/EditBrand?id=3', '/brands/3', 'input[name="BrandTitle"]'],
    ['/product/components/EditProduct?ProductId=7', '/products/7', 'input[name="ProductName"]'],
    ['/productfeature/components/PackageDetail?packageId=2', '/packages/2/show', 'text=ผู้ขายส่งที่ใช้แพ็กเกจนี้'],
    ['/brand?BrandId=3', '/brands/3', 'input[name="BrandTitle"]'],
  ])('%s opens the record it names (%s)', async (path, target, shown) => {
    await visit(path);
    await expect.poll(() => new URL(page.url()).pathname).toBe(target);
    await page.locator(shown).first().waitFor();
  });

  // Each old path's query becomes the list's filter (the unit table tests/unit/oldUrls.test.ts has them all).
  it.each([
    ['/order?OrderNo=KK-0001', '/orders', { OrderNo: 'KK-0001' }],
    [
      '/finance/transactionout?SupplierId=abc&StartDateTime=2024-03-01T00:00:00',
      '/pay-outs',
      { SupplierId: 'abc', StartDate: '2024-03-01' },
    ],
    ['/grocery/document?Status=APPROVED', '/grocery-alcohol', { ApprovedStatus: 'APPROVED' }],
  ])('%s filters %s', async (path, target, filter) => {
    await visit(path);
    await expect.poll(() => new URL(page.url()).pathname).toBe(target);
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toEqual(filter);
    await page.locator('#main-content .RaList-main').first().waitFor();
  });

  it('/LoginTFA without a pending sign-in goes to /login, and /login shows the sign-in form', async () => {
    const fresh = await newPage();
    await fresh.goto('/LoginTFA');
    await fresh.waitForURL('**/login');
    await fresh.locator('input[name="username"]').waitFor();
  });

  it(`shows the 404 page for the ${WAITING.length} paths still waiting for their screens`, async () => {
    const wronglyWorking: string[] = [];
    for (const path of WAITING) {
      await visit(path);
      const shown = await screenAt(new URL(path, page.url()).pathname)
        .getByTestId('not-found')
        .waitFor({ timeout: 10_000 })
        .then(
          () => true,
          () => false,
        );
      if (!shown) wronglyWorking.push(path);
    }
    expect(wronglyWorking, 'these paths work now: move them from WAITING to ROUTED').toEqual([]);
  });
});
