import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closePages, demoConfigWith, moveTo, newPage, sharedBrowser, signIn, tableRows } from './support';

sharedBrowser();
afterAll(closePages);

const WAIT = { timeout: 60_000 };

/** A deployment's rights (config.json `rights`), written by hand for this test. */
const rights = {
  '*': { export: ['admin', 'finance'] },
  brands: { create: ['admin'], edit: ['admin', 'sales'], delete: ['admin'] },
  'pay-outs': { decide: ['finance'] },
  'supplier-alcohol': { decide: ['sales'] },
  'grocery-passwords': { resetPassword: ['support'] },
  'seller-products': { create: ['admin'] },
  'store-surveys': { invite: ['sales'] },
};

const withRights = (rights: Record<string, unknown>) => demoConfigWith({ rights });
const config = withRights(rights);

const filtered = (path: string, filter: Record<string, string>) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** Each screen, where it opens, and how each of its actions shows on it. */
const screens = {
  brands: {
    path: '/brands',
    actions: {
      create: (page: Page) => page.locator('.RaList-actions').getByRole('link', { name: 'สร้าง' }),
      edit: (page: Page) => tableRows(page).first().getByRole('link', { name: 'แก้ไข' }),
      delete: (page: Page) => tableRows(page).first().getByRole('button', { name: 'ลบ' }),
      export: (page: Page) => page.getByRole('button', { name: 'ส่งออก' }),
    },
  },
  'pay-outs': {
    path: filtered('/pay-outs', { TransactionStatusCode: 'WAITING_APPROVAL' }),
    actions: {
      decide: (page: Page) => page.getByRole('button', { name: /^พิจารณาการถอนเงิน / }),
      export: (page: Page) => page.getByRole('button', { name: 'ส่งออก' }),
    },
  },
  'supplier-alcohol': {
    path: filtered('/supplier-alcohol', { ApprovedStatus: 'PENDING' }),
    actions: {
      decide: (page: Page) => page.getByRole('button', { name: /^อนุมัติ / }),
      export: (page: Page) => page.getByRole('button', { name: 'ส่งออก' }),
    },
  },
  'store-surveys': {
    path: filtered('/store-surveys', { isinterested: 'true' }),
    actions: {
      invite: (page: Page) => tableRows(page).first().getByRole('button', { name: 'ส่งอีเมลลงทะเบียน' }),
    },
  },
} as const;

/** The screens made for one write, each with what shows once it has drawn. */
const customScreens = {
  addProducts: { path: '/wholesale/ws-addproduct', drawn: (page: Page) => tableRows(page).first() },
  reset: {
    path: '/grocery/gc-password',
    drawn: (page: Page) => page.locator('form').getByRole('button', { name: 'ตั้งรหัสผ่านใหม่', exact: true }),
  },
} as const;

type CustomScreen = keyof typeof customScreens;

type Screen = keyof typeof screens;

/**
 * What each demo role may do, by the menu (which screens open) and the rights above, written out
 * by hand: `null` for a screen the role's menu does not open. A screen made for one write opens
 * (`true`) or says the role may not do it (`false`).
 */
const expected: Record<
  string,
  Record<Screen, Record<string, boolean> | null> & Record<CustomScreen, boolean | null>
> = {
  admin: {
    brands: { create: true, edit: true, delete: true, export: true },
    'pay-outs': { decide: false, export: true },
    'supplier-alcohol': { decide: false, export: true },
    'store-surveys': { invite: false },
    addProducts: true,
    reset: false,
  },
  sales: {
    brands: { create: false, edit: true, delete: false, export: false },
    'pay-outs': null,
    'supplier-alcohol': { decide: true, export: false },
    'store-surveys': { invite: true },
    addProducts: false,
    reset: null,
  },
  finance: {
    brands: null,
    'pay-outs': { decide: true, export: true },
    'supplier-alcohol': null,
    'store-surveys': null,
    addProducts: null,
    reset: null,
  },
  support: {
    brands: null,
    'pay-outs': null,
    'supplier-alcohol': { decide: false, export: false },
    'store-surveys': null,
    addProducts: false,
    reset: true,
  },
};

/** Which of the screen's actions the page offers, once its rows are drawn. */
async function offered(page: Page, screen: Screen): Promise<Record<string, boolean> | null> {
  await moveTo(page, screens[screen].path);
  const rows = tableRows(page);
  const notAllowed = page.getByTestId('not-allowed');
  await rows.first().or(notAllowed).waitFor(WAIT);
  if (await notAllowed.count()) return null;
  // every button of a row draws with it; the toolbar's before the rows
  await page.locator('.RaList-actions').waitFor(WAIT);
  const found: Record<string, boolean> = {};
  for (const [action, locate] of Object.entries(screens[screen].actions))
    found[action] = (await locate(page).count()) > 0;
  return found;
}

/**
 * Whether a screen made for one write draws: `false` when the page says the role may open this part
 * of the menu but not do the write, `null` when the menu keeps the role out.
 */
async function opens(page: Page, path: string, drawn: (page: Page) => Locator): Promise<boolean | null> {
  await moveTo(page, path);
  const notAllowed = page.getByTestId('not-allowed');
  await drawn(page).or(notAllowed).first().waitFor(WAIT);
  if (!(await notAllowed.count())) return true;
  return (await notAllowed.getAttribute('data-reason')) === 'action' ? false : null;
}

describe('rights per action: every demo role × every limited action', () => {
  for (const [role, screensOfRole] of Object.entries(expected))
    it(`${role} is offered exactly the writes its rights allow`, async () => {
      const page = await newPage({ config });
      await signIn(page, role);
      const seen: Record<string, unknown> = {};
      for (const screen of Object.keys(screens) as Screen[]) seen[screen] = await offered(page, screen);
      for (const [name, { path, drawn }] of Object.entries(customScreens))
        seen[name] = await opens(page, path, drawn);
      expect(seen).toEqual(screensOfRole);
    });
});

describe('a screen made for a write, and rights the app does not know', () => {
  it('`"seller-products": {"create": []}` refuses the catalogue additions screen, whose menu entry the role has', async () => {
    const page = await newPage({ config: withRights({ 'seller-products': { create: [] } }) });
    await signIn(page, 'admin');
    const { path, drawn } = customScreens.addProducts;
    expect(await opens(page, path, drawn)).toBe(false);
    expect(await page.getByTestId('not-allowed').innerText()).toContain('ไม่มีสิทธิ์ทำรายการของหน้าจอนี้');
    // the seller products themselves still open for the role
    await moveTo(page, '/seller-products');
    await page.locator('.RaList-actions').waitFor(WAIT);
    expect(await page.getByTestId('not-allowed').count()).toBe(0);
  });

  it('a misspelt resource in `rights` stops the app with the config page naming it', async () => {
    const page = await newPage({ config: withRights({ payouts: { decide: ['finance'] } }) });
    await page.goto('/login');
    const problem = page.getByTestId('startup-error');
    await problem.waitFor(WAIT);
    const text = await problem.innerText();
    expect(text).toContain('rights.payouts');
    expect(text).toContain('did you mean "pay-outs"');
  });
});
