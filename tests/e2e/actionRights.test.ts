import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closePages, newPage, sharedBrowser, signIn, tableRows } from './support';

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
};

const config = {
  ...(JSON.parse(readFileSync('public/config.json', 'utf8')) as Record<string, unknown>),
  rights,
};

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
} as const;

type Screen = keyof typeof screens;

/**
 * What each demo role may do, by the menu (which screens open) and the rights above, written out
 * by hand: `null` for a screen the role's menu does not open.
 */
const expected: Record<string, Record<Screen, Record<string, boolean> | null> & { reset: boolean | null }> = {
  admin: {
    brands: { create: true, edit: true, delete: true, export: true },
    'pay-outs': { decide: false, export: true },
    'supplier-alcohol': { decide: false, export: true },
    reset: false,
  },
  sales: {
    brands: { create: false, edit: true, delete: false, export: false },
    'pay-outs': null,
    'supplier-alcohol': { decide: true, export: false },
    reset: null,
  },
  finance: {
    brands: null,
    'pay-outs': { decide: true, export: true },
    'supplier-alcohol': null,
    reset: null,
  },
  support: {
    brands: null,
    'pay-outs': null,
    'supplier-alcohol': { decide: false, export: false },
    reset: true,
  },
};

/** Which of the screen's actions the page offers, once its rows are drawn. */
async function offered(page: Page, screen: Screen): Promise<Record<string, boolean> | null> {
  await page.goto(screens[screen].path);
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

async function resetOffered(page: Page): Promise<boolean | null> {
  await page.goto('/grocery/gc-password');
  const form = page.locator('form').getByRole('button', { name: 'ตั้งรหัสผ่านใหม่', exact: true });
  const refused = page.getByTestId('reset-not-allowed');
  const notAllowed = page.getByTestId('not-allowed');
  await form.or(refused).or(notAllowed).first().waitFor(WAIT);
  if (await notAllowed.count()) return null;
  return (await form.count()) > 0;
}

describe('rights per action: every demo role × every limited action', () => {
  for (const [role, screensOfRole] of Object.entries(expected))
    it(`${role} is offered exactly the writes its rights allow`, async () => {
      const page = await newPage({ config });
      await signIn(page, role);
      const seen: Record<string, unknown> = {};
      for (const screen of Object.keys(screens) as Screen[]) seen[screen] = await offered(page, screen);
      seen.reset = await resetOffered(page);
      expect(seen).toEqual(screensOfRole);
    });
});
