import { describe, expect, it } from 'vitest';
import {
  componentTestFile,
  drawnRows,
  moveTo,
  renderApp,
  screen,
  waitFor,
  within,
  type DemoRole,
} from '../../tests/support/renderApp';

componentTestFile();

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

const filtered = (path: string, filter: Record<string, string>) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

const toolbar = () => document.querySelector<HTMLElement>('.RaList-actions');
const firstRow = () => drawnRows()[0];
const exportButton = () => screen.queryAllByRole('button', { name: 'ส่งออก' });
const inFirstRow = (role: 'link' | 'button', name: string | RegExp) =>
  firstRow() ? within(firstRow()).queryAllByRole(role, { name }) : [];

/** Each screen, where it opens, and what of each of its actions shows on it. */
const screens = {
  brands: {
    path: '/brands',
    actions: {
      create: () => (toolbar() ? within(toolbar()!).queryAllByRole('link', { name: 'สร้าง' }) : []),
      edit: () => inFirstRow('link', 'แก้ไข'),
      delete: () => inFirstRow('button', 'ลบ'),
      export: exportButton,
    },
  },
  'pay-outs': {
    path: filtered('/pay-outs', { TransactionStatusCode: 'WAITING_APPROVAL' }),
    actions: {
      decide: () => screen.queryAllByRole('button', { name: /^พิจารณาการถอนเงิน / }),
      export: exportButton,
    },
  },
  'supplier-alcohol': {
    path: filtered('/supplier-alcohol', { ApprovedStatus: 'PENDING' }),
    actions: {
      decide: () => screen.queryAllByRole('button', { name: /^อนุมัติ / }),
      export: exportButton,
    },
  },
  'store-surveys': {
    path: filtered('/store-surveys', { isinterested: 'true' }),
    actions: { invite: () => inFirstRow('button', 'ส่งอีเมลลงทะเบียน') },
  },
} as const;

/** The screens made for one write, each with what shows once it has drawn. */
const customScreens = {
  addProducts: { path: '/wholesale/ws-addproduct', drawn: () => !!firstRow() },
  reset: {
    path: '/grocery/gc-password',
    drawn: () =>
      !!document.querySelector('form') &&
      within(document.querySelector('form')!).queryAllByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }).length > 0,
  },
} as const;

type Screen = keyof typeof screens;
type CustomScreen = keyof typeof customScreens;

/**
 * What each demo role may do, by the menu (which screens open) and the rights above, written out
 * by hand: `null` for a screen the role's menu does not open. A screen made for one write opens
 * (`true`) or says the role may not do it (`false`).
 */
const expected: Record<
  DemoRole,
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

const notAllowed = () => screen.queryByTestId('not-allowed');

/** Which of the screen's actions the page offers, once its rows are drawn; `null`: not allowed. */
async function offered(screenName: Screen): Promise<Record<string, boolean> | null> {
  await moveTo(screens[screenName].path);
  await waitFor(() => {
    if (!firstRow() && !notAllowed()) throw new Error(`${screenName} has drawn neither rows nor a refusal`);
  });
  if (notAllowed()) return null;
  // every button of a row draws with it; the toolbar's before the rows
  await waitFor(() => {
    if (!toolbar()) throw new Error('the list has no toolbar yet');
  });
  const found: Record<string, boolean> = {};
  for (const [action, locate] of Object.entries(screens[screenName].actions))
    found[action] = locate().length > 0;
  return found;
}

/**
 * Whether a screen made for one write draws: `false` when the page says the role may open this part
 * of the menu but not do the write, `null` when the menu keeps the role out.
 */
async function opens(path: string, drawn: () => boolean): Promise<boolean | null> {
  await moveTo(path);
  await waitFor(() => {
    if (!drawn() && !notAllowed()) throw new Error(`${path} has drawn neither its screen nor a refusal`);
  });
  const refusal = notAllowed();
  if (!refusal) return true;
  return refusal.getAttribute('data-reason') === 'action' ? false : null;
}

describe('rights per action: every demo role × every limited action', () => {
  for (const [role, screensOfRole] of Object.entries(expected) as [DemoRole, (typeof expected)[DemoRole]][])
    it(`${role} is offered exactly the writes its rights allow`, async () => {
      await renderApp({ as: role, at: '/', config: { rights } });
      const seen: Record<string, unknown> = {};
      for (const name of Object.keys(screens) as Screen[]) seen[name] = await offered(name);
      for (const [name, { path, drawn }] of Object.entries(customScreens))
        seen[name] = await opens(path, drawn);
      expect(seen).toEqual(screensOfRole);
      // Six screens drawn one after the other, the first of them loading their code: over 30 s on a busy 2-core machine.
    }, 60_000);
});

describe('a screen made for a write', () => {
  it('`"seller-products": {"create": []}` refuses the catalogue additions screen, whose menu entry the role has', async () => {
    await renderApp({ at: '/', config: { rights: { 'seller-products': { create: [] } } } });
    const { path, drawn } = customScreens.addProducts;
    expect(await opens(path, drawn)).toBe(false);
    expect(notAllowed()!.textContent).toContain('ไม่มีสิทธิ์ทำรายการของหน้าจอนี้');
    // the seller products themselves still open for the role
    await moveTo('/seller-products');
    await waitFor(() => {
      if (!toolbar()) throw new Error('the seller products list has no toolbar yet');
    });
    expect(notAllowed()).toBeNull();
  });
});
