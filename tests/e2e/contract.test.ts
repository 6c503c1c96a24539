import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DETAIL_GROCERY_INDEX,
  DETAIL_SUPPLIER_INDEX,
  DETAIL_SUPPLIER_PHONE,
  FAR_BRAND_INDEX,
  FAR_SUPPLIER_INDEX,
  PASSWORD,
  ROLES,
  SP_NOTIFICATION_PRODUCT,
  TRANSACTION_STATUSES,
  WAITING_WITHDRAWAL_NO,
} from '../contract/fixtures';
import type { RecordedRequest } from '../contract/http';
import { API_KEY, BASES, startContractServer, type ContractServer } from '../contract/server';
import { closePages, downloaded, drawerTitles, newPage, sharedBrowser, signIn, tableRows } from './support';

/**
 * The built app with its demo off, against a service written from the specification alone
 * (tests/contract): sign-in, every area's main list, a detail of each and one write of each,
 * checking what the app sent and what the screen shows. Where the specification leaves a detail
 * open, the contract chose otherwise than the demo (docs/api.md, "Contract server"), so a screen
 * that relies on a guess of its own fails here.
 */

sharedBrowser();

let server: ContractServer;

beforeAll(async () => {
  server = await startContractServer();
});
afterAll(async () => {
  await closePages();
  await server?.close();
});

/**
 * What the contract's status codes mean (config.json's `workflow`, docs/api.md): a deployment
 * against these services writes it so.
 */
const WORKFLOW = {
  withdrawal: { waiting: ['WAIT_APPROVE'], approved: 'APPROVE', rejected: 'REJECT' },
  licence: { waiting: ['W'], approved: 'A', rejected: 'R' },
  payment: { succeeded: 'DONE', unpaid: ['FAIL'] },
};

/**
 * Who may reveal what (config.json's `crypto.revealRoles`) among the contract's roles: contact data
 * for those who talk to partners, bank data for the accountant; the superadmin both.
 */
const REVEAL_ROLES = { contact: ['superadmin', 'salesrep', 'cs'], bank: ['superadmin', 'accountant'] };

/**
 * Who may delete, decide and set a shop's password (config.json's `rights`) among the contract's
 * roles: with the demo off, nobody unless the file names them (docs/deploying.md, "Rights per action").
 */
const RIGHTS = {
  '*': { delete: ['superadmin'], decide: ['superadmin', 'accountant'], resetPassword: ['superadmin', 'cs'] },
};

/**
 * config.json as a deployment against these services writes it; `workflow: false` leaves the
 * workflow codes at their defaults (the demo's), which this service's lists do not hold.
 */
function configFor({ workflow = true }: { workflow?: boolean } = {}) {
  return {
    demo: false,
    apiUrl: server.url,
    apiKey: API_KEY,
    apiKeyHeader: 'x-api-key',
    services: {
      backoffice: '/',
      product: '/product/api/v1/',
      supplierInventory: '/supplier-inventory/api/v1/',
      supplier: '/supplier/api/v1/',
      grocery: '/grocery/api/v1/',
      package: '/kkcenter/package/api/v1/',
      masterData: '/master-data/api/v1/',
      order: '/order/api/v1/',
      finance: '/finance/api/v1/',
      email: '/email/api/v1/',
      notification: '/notification/api/v1/',
      notificationSupplier: '/notification-supplier/api/v1/',
    },
    // The keys come from the URL behind sign-in (keys written here would stop the app), and the
    // server's roles say who may reveal what.
    crypto: {
      keysUrl: '/auth/CryptoKeys',
      keyEncoding: 'utf8',
      ivEncoding: 'base64',
      revealRoles: REVEAL_ROLES,
    },
    rights: RIGHTS,
    ...(workflow ? { workflow: WORKFLOW } : {}),
  };
}

const SUPERADMIN = 'somchai.s';
const ACCOUNTANT = 'malee.a';

/** Requests of a page left with the default workflow codes on purpose (not this service's). */
const unconfigured = new Set<RecordedRequest>();

/** Requests the service refuses on purpose (a role taken away): the audit below leaves them out. */
const refusedOnPurpose = new Set<RecordedRequest>();

/** The page the running test works on, for the report of a failure. */
let current: Page | undefined;

async function signedIn(username: string, options: { workflow?: boolean } = {}): Promise<Page> {
  const page = await newPage({ config: configFor(options) });
  current = page;
  await page.goto('/login');
  await signIn(page, username, PASSWORD);
  return page;
}

/** One signed-in superadmin page, shared by the tests that need nothing else (each opens its own path). */
let adminPage: Page | undefined;
async function asSuperadmin(path: string): Promise<Page> {
  adminPage ??= await signedIn(SUPERADMIN);
  current = adminPage;
  await adminPage.goto(path);
  return adminPage;
}

const main = (page: Page) => page.locator('#main-content');

// A failure says what the screen showed and what the service was asked, so it can be routed.
beforeEach(({ onTestFailed }) => {
  current = undefined;
  onTestFailed(async () => {
    const screen = current
      ? await main(current)
          .innerText({ timeout: 2000 })
          .catch(() => '(no screen)')
      : '';
    const calls = server.requests
      .slice(-25)
      .map((request) => {
        const query = new URLSearchParams(request.query as Record<string, string>).toString();
        return `  ${request.method} ${request.path}${query ? `?${query}` : ''} -> ${request.status ?? '…'}`;
      })
      .join('\n');
    console.error(
      `screen (${current?.url() ?? 'none'}):\n${screen.slice(0, 1500)}\nlast requests:\n${calls}`,
    );
  });
});

/** Waits until a text is on the screen's main part. */
const shows = (page: Page, text: string | RegExp) =>
  main(page)
    .getByText(text, typeof text === 'string' ? { exact: true } : undefined)
    .first()
    .waitFor();

/** Waits for the server to have received a matching request, and returns the last one. */
async function received(
  path: string,
  method: string,
  test: (request: RecordedRequest) => boolean = () => true,
): Promise<RecordedRequest> {
  await expect
    .poll(() => server.requestsTo(path, method).filter(test).length, { timeout: 30_000 })
    .toBeGreaterThan(0);
  return server.requestsTo(path, method).filter(test).at(-1)!;
}

const bodyOf = (request: RecordedRequest) => request.body as Record<string, unknown>;

/** A body field whatever its letter case (the services bind JSON so). */
const fieldOf = (request: RecordedRequest, name: string) => {
  const body = bodyOf(request);
  const key = Object.keys(body).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : body[key];
};

/** A choice in a dialog, offered as a radio button or as an option of a select. */
async function choose(page: Page, dialog: Locator, name: string): Promise<string[]> {
  const radio = dialog.getByRole('radio', { name, exact: true });
  if (await radio.count()) {
    const offered = await dialog
      .getByRole('radio')
      .evaluateAll((inputs) => inputs.map((input) => input.closest('label')?.textContent?.trim() ?? ''));
    await radio.check();
    return offered;
  }
  await dialog.getByRole('combobox').last().click();
  const options = page.getByRole('listbox').getByRole('option');
  await options.first().waitFor();
  const offered = (await options.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
  await page.getByRole('option', { name, exact: true }).click();
  return offered;
}

/**
 * Approves a waiting withdrawal from its row, choosing the server's "approved" status by its name,
 * and checks what was offered, what was sent and what the row shows after.
 */
async function approveWithdrawal(page: Page, transactionNo: string) {
  const row = tableRows(page).filter({ hasText: transactionNo });
  await row.waitFor();
  const decide = page.getByRole('button', { name: `พิจารณาการถอนเงิน ${transactionNo}` });
  await decide.waitFor();
  await expect.poll(() => decide.isEnabled()).toBe(true);
  await decide.click();
  const dialog = page.getByRole('dialog');
  const offered = await choose(page, dialog, 'อนุมัติแล้ว');
  const names = TRANSACTION_STATUSES.map((status) => String(status.Name));
  expect(offered.length).toBeGreaterThan(0);
  for (const text of offered) expect(names).toContain(text);
  server.clearRequests();
  await dialog.getByRole('button', { name: /ยืนยัน/ }).click();
  const put = await received(`${BASES.finance}/Transaction/withdraw`, 'PUT');
  const transaction = server
    .store()
    .transactions.find((candidate) => candidate.TransactionNo === transactionNo)!;
  expect(bodyOf(put).StatementTransactionId).toBe(transaction.StatementTransactionId);
  expect(bodyOf(put).TransactionStatusCode).toBe('APPROVE');
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => row.innerText()).toContain('อนุมัติแล้ว');
}

/**
 * The calls docs/api.md lists as assumed (its "Endpoints assumed" table and its sections): the
 * contract answers them 404, and the app may ask them only where it says so on the screen. Two
 * exceptions are served (tests/contract/routes.ts): `GET auth/CryptoKeys`, which the config.json
 * above points `crypto.keysUrl` at, as a deployment with the demo off must; and `POST
 * auth/Stafflog`, the staff log's entry of a look at personal data, written before any is shown.
 */
const ASSUMED_CALLS: [string, RegExp][] = [
  ['GET', /^\/api\/Storesurvey\/[^/]+$/],
  ['GET', /^\/order\/api\/v1\/Order\/(OrderDetail|Deliveries|DeliverySummary)$/],
  ['PUT', /^\/api\/GroceryUserPassword\/[^/]+$/],
  ['GET', /^\/kk-bo-api\/api\/Advertise\/Logs$/],
  ['POST', /^\/kk-bo-api\/api\/NewCampaign$/],
  ['GET', /^\/auth\/CryptoKeys$/],
  ['POST', /^\/auth\/Stafflog$/],
  ['GET', /^\/api\/(HelpTitle|HelpSub|HelpDetail)(\/[^/]+)?$/],
  ['GET', /^\/auth\/Users(\/[^/]+)?$/],
  ['GET', /^\/api\/ImproveSystem$/],
  ['GET', /^\/support\/UserSupport\/[^/]+$/],
  ['PUT', /^\/supplier\/api\/v1\/MasterData\/(Regions|Provinces|Districts|SubDistricts)$/],
  ['POST', /^\/supplier\/api\/v1\/MasterData\/(Provinces|Districts|SubDistricts)$/],
];

describe('the built app against a service written from the specification alone', () => {
  it("signs in through the form with the server's role and opaque token, sending the API key and the token", async () => {
    server.clearRequests();
    const page = await signedIn(SUPERADMIN);
    const login = await received('/auth/Login', 'POST');
    expect(bodyOf(login)).toEqual({ username: SUPERADMIN, password: PASSWORD });
    expect(login.headers['x-api-key']).toBe(API_KEY);
    await expect.poll(() => page.getByTestId('user-summary').innerText()).toContain('superadmin');
    // The old menu's own entries, for the server's role.
    expect(await drawerTitles(page)).toEqual(expect.arrayContaining(['ยี่ห้อสินค้า', 'บัญชีและการเงิน']));
    const brandsCall = await received(`${BASES.product}/Brand/GetAllBrands`, 'GET');
    expect(brandsCall.headers.authorization).toMatch(/^Bearer [0-9a-f]{48}$/);
    const menuCall = await received('/api/Mainmenu', 'GET');
    expect(menuCall.headers['x-api-key']).toBe(API_KEY);
    expect(new URL(page.url()).pathname).not.toBe('/login');
  });

  it("shows another role only its own areas (the server's role names, no list of the app's)", async () => {
    const page = await signedIn(ACCOUNTANT);
    await expect.poll(() => page.getByTestId('user-summary').innerText()).toContain('accountant');
    const titles = await drawerTitles(page);
    expect(titles).toEqual(expect.arrayContaining(['บัญชีและการเงิน', 'รายการสั่งซื้อ']));
    expect(titles).not.toContain('ยี่ห้อสินค้า');
    await page.goto('/brands');
    await page.getByTestId('not-allowed').waitFor();
  });

  describe("every area's main list", () => {
    it.each([
      ['brands', '/brands', () => String(server.store().brands[0].Brandname)],
      ['products', '/products', () => String(server.store().products[0].ProductName)],
      ['suppliers', '/suppliers', () => String(server.store().suppliers[0].SupplierName)],
      ['groceries', '/groceries', () => String(server.store().groceries[0].GroceryName)],
      ['adverts', '/adverts', () => String(server.store().adverts[0].title)],
      ['positions', '/positions', () => 'หัวหน้าฝ่ายบัญชี'],
      ['regions', '/master-data/address/region', () => 'ภาคตะวันออกเฉียงเหนือ'],
      ['the menu screen', '/menus', () => 'ตั้งค่าเมนู'],
    ])('%s (%s) lists what the service answers', async (_name, path, expected) => {
      const page = await asSuperadmin(path);
      await shows(page, expected());
      await expect(page.getByTestId('not-allowed').count()).resolves.toBe(0);
    });

    it("pay-outs show the server's status name and a supplier beyond the first capped page", async () => {
      const page = await asSuperadmin('/pay-outs');
      const row = tableRows(page).filter({ hasText: WAITING_WITHDRAWAL_NO });
      await row.waitFor();
      await expect.poll(() => row.innerText()).toContain('รอดำเนินการ');
      const supplier = String(server.store().suppliers[FAR_SUPPLIER_INDEX].SupplierName);
      await expect.poll(() => row.innerText()).toContain(supplier);
    });

    it('orders ask with Select on the first call, as the specification lists it', async () => {
      server.clearRequests();
      const page = await asSuperadmin('/orders');
      await received(`${BASES.order}/Order/OrderMemberList`, 'GET');
      const [first] = server.requestsTo(`${BASES.order}/Order/OrderMemberList`, 'GET');
      expect(first.query).toHaveProperty('Select');
      await expect.poll(() => first.status).toBe(200);
      const newest = [...server.store().orders].sort((a, b) =>
        String(b.OrderDate).localeCompare(String(a.OrderDate)),
      )[0];
      await shows(page, String(newest.OrderNo));
    });

    it('the notification logs open for superadmin, although the old menu has no /notifications entry', async () => {
      const page = await asSuperadmin('/notifications');
      await shows(page, SP_NOTIFICATION_PRODUCT);
      await expect(page.getByTestId('not-allowed').count()).resolves.toBe(0);
    });
  });

  describe('a detail of each area', () => {
    it('a brand beyond the first capped page opens with its real name and logo', async () => {
      const brand = server.store().brands[FAR_BRAND_INDEX];
      const page = await asSuperadmin(`/brands/${brand.BrandId}`);
      const title = page.locator('input[name="BrandTitle"]');
      await expect.poll(() => title.inputValue().catch(() => '')).toBe(brand.Brandname);
      await expect
        .poll(() => page.locator(`img[src="${String(brand.BrandImgUrl)}"]`).count())
        .toBeGreaterThan(0);
    });

    it('a brand id the service does not have shows "not found" and no form', async () => {
      const page = await asSuperadmin('/brands/999999');
      await shows(page, /ไม่พบ/);
      await expect(page.locator('input[name="BrandTitle"]').count()).resolves.toBe(0);
    });

    it('a supplier opens with its encrypted phone masked, decrypted and shown once the staff log holds the look', async () => {
      const supplier = server.store().suppliers[DETAIL_SUPPLIER_INDEX];
      const page = await asSuperadmin(`/suppliers/${String(supplier.SupplierId)}/show`);
      await shows(page, String(supplier.SupplierName));
      // Not decrypted before the click: the mask tells nothing of the number.
      await shows(page, '••••••••');
      await expect(main(page).getByText('08x-xxx-2222').count()).resolves.toBe(0);
      await expect(main(page).getByText('ถอดรหัสไม่ได้').count()).resolves.toBe(0);

      server.clearRequests();
      await main(page).getByRole('button', { name: 'แสดง เบอร์โทรศัพท์' }).click();
      await shows(page, DETAIL_SUPPLIER_PHONE);
      const entry = await received('/auth/Stafflog', 'POST');
      expect(entry.status).toBe(200);
      expect(entry.headers['x-api-key']).toBe(API_KEY);
      expect(String(entry.headers.authorization)).toMatch(/^Bearer [0-9a-f]{48}$/);
      // The record's id as the server gave it (a GUID text here), and whose data it is.
      expect(bodyOf(entry)).toMatchObject({
        action: 'REVEAL',
        username: SUPERADMIN,
        resource: 'suppliers',
        recordId: supplier.SupplierId,
        partnerId: supplier.SupplierId,
        partnerName: supplier.SupplierName,
        fields: ['Phoneno'],
      });
      // The service's own list now holds it, first.
      expect(server.store().staffLog[0]).toMatchObject({ Action: 'REVEAL', recordId: supplier.SupplierId });
    });

    it("a grocery's plain ContactphoneNo is shown masked, beside its encrypted Phoneno, masked until revealed", async () => {
      const grocery = server.store().groceries[DETAIL_GROCERY_INDEX];
      const page = await asSuperadmin(`/groceries/${String(grocery.GroceryId)}/show`);
      await shows(page, String(grocery.GroceryName));
      await shows(page, '08x-xxx-5678');
      await shows(page, '••••••••');
      await expect(main(page).getByText('ถอดรหัสไม่ได้').count()).resolves.toBe(0);
    });

    it("a withdrawal's details reveal its partner's phone, decrypted by the withdraw key", async () => {
      const withDetails = server
        .store()
        .transactions.find((row) => row.TransactionTypeCode === 'WD' && row.UserDetails)!;
      const page = await asSuperadmin('/pay-outs');
      const row = tableRows(page).filter({ hasText: String(withDetails.TransactionNo) });
      await row.getByText(String(withDetails.TransactionNo), { exact: true }).click();
      const details = page.getByTestId('transaction-details');
      await details.waitFor();
      const name = String((withDetails.UserDetails as Record<string, unknown>).Name);
      await details.getByText(name, { exact: true }).first().waitFor();
      await details.getByRole('button', { name: 'แสดง เบอร์โทรศัพท์' }).click();
      await details.getByText(/^08\d{4}7331$/).waitFor();
      await expect(details.getByText('ถอดรหัสไม่ได้').count()).resolves.toBe(0);
    });

    it('an order opens from its row: the order, or a message that the service has no detail call, never "not found"', async () => {
      const page = await asSuperadmin('/orders');
      const newest = [...server.store().orders].sort((a, b) =>
        String(b.OrderDate).localeCompare(String(a.OrderDate)),
      )[0];
      await main(page).getByText(String(newest.OrderNo), { exact: true }).first().click();
      await expect.poll(() => new URL(page.url()).pathname).not.toBe('/orders');
      // The screen may first draw the list's row: what counts is what it shows once the service has answered.
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      await shows(page, new RegExp(`${String(newest.GroceryName)}|บริการนี้ไม่มี`));
      await expect(main(page).getByText(/ไม่พบ/).count()).resolves.toBe(0);
      await expect(page.getByTestId('drawer-logout').count()).resolves.toBe(1);
    });

    it('a screen whose list call is assumed (/staff: auth/Users) says the service does not offer it', async () => {
      const page = await asSuperadmin('/staff');
      await received('/auth/Users', 'GET');
      await shows(page, /บริการนี้ไม่มี/);
      expect(new URL(page.url()).pathname).not.toBe('/login');
      await expect(page.getByTestId('drawer-logout').count()).resolves.toBe(1);
    });

    it('the dashboard counts with the server codes, and a "new this month" card the service cannot filter says so', async () => {
      const page = await asSuperadmin('/');
      const value = (key: string) => page.getByTestId(`figure-${key}`).getByTestId('figure-value');
      // The service's suppliers carry no registration date: counting them all would read as "new".
      await expect.poll(() => value('new_suppliers').innerText()).toBe('บริการไม่ได้ส่งข้อมูลนี้');
      await expect.poll(() => value('withdrawals_waiting').innerText()).toMatch(/^[1-9]\d*$/);
    });
  });

  describe('one write of each area', () => {
    it("a brand save sends its id as a number and the brand's own logo and title", async () => {
      // A copy: the service's row takes what the save sends.
      const brand = { ...server.store().brands[FAR_BRAND_INDEX] };
      expect(brand.IsActive).toBe(false);
      const page = await asSuperadmin(`/brands/${brand.BrandId}`);
      const title = page.locator('input[name="BrandTitle"]');
      await expect.poll(() => title.inputValue().catch(() => '')).toBe(brand.Brandname);
      const renamed = `${String(brand.Brandname)} ใหม่`;
      await title.fill(renamed);
      server.clearRequests();
      await main(page).getByRole('button', { name: 'บันทึก' }).click();
      const put = await received(`${BASES.product}/Brand/SystemBrand`, 'PUT');
      expect(bodyOf(put).BrandId).toBe(brand.BrandId);
      expect(bodyOf(put).BrandTitle).toBe(renamed);
      expect(bodyOf(put).BrandImgUrl).toBe(brand.BrandImgUrl);
      // Not re-activated: the brand is inactive and nobody touched the switch.
      if ('IsActive' in bodyOf(put)) expect(bodyOf(put).IsActive).toBe(false);
      await page.getByText('แก้ไขแบรนด์เรียบร้อยแล้ว').first().waitFor();
      expect(server.store().brands[FAR_BRAND_INDEX].Brandname).toBe(renamed);
    });

    it('an edit that meets a change made behind it on the service asks first, and sends nothing until a choice', async () => {
      const index = FAR_BRAND_INDEX - 1;
      const brand = { ...server.store().brands[index] };
      const page = await asSuperadmin(`/brands/${brand.BrandId}`);
      const title = page.locator('input[name="BrandTitle"]');
      await expect.poll(() => title.inputValue().catch(() => '')).toBe(brand.Brandname);
      await title.fill('ชื่อของฉัน');
      // Another person renames it on the service meanwhile.
      server.store().brands[index].Brandname = 'ชื่อของเขา';
      server.clearRequests();
      await main(page).getByRole('button', { name: 'บันทึก' }).click();
      const dialog = page.getByRole('dialog', { name: 'มีผู้อื่นแก้ไขรายการนี้ระหว่างที่คุณแก้ไข' });
      await expect
        .poll(() => dialog.getByRole('row', { name: /ชื่อแบรนด์/ }).innerText())
        .toMatch(/ชื่อของเขา\s+ชื่อของฉัน/);
      expect(server.requestsTo(`${BASES.product}/Brand/SystemBrand`, 'PUT')).toEqual([]);
      // The read again was the call that loaded the form, not the cached list.
      expect(server.requestsTo(`${BASES.product}/Brand/GetAllBrands`, 'GET').length).toBeGreaterThan(0);
      await dialog.getByRole('button', { name: 'ใช้ค่าของผู้อื่น' }).click();
      const put = await received(`${BASES.product}/Brand/SystemBrand`, 'PUT');
      expect(bodyOf(put).BrandTitle).toBe('ชื่อของเขา');
      expect(server.requestsTo(`${BASES.product}/Brand/SystemBrand`, 'PUT')).toHaveLength(1);
    });

    it("a withdrawal decision offers the server's status names and sends one of its codes", async () => {
      const page = await asSuperadmin('/pay-outs');
      await approveWithdrawal(page, WAITING_WITHDRAWAL_NO);
    });

    it('a decision the service refuses (403: the role was taken away meanwhile) says so, stays signed in, changes nothing', async () => {
      const page = await asSuperadmin('/pay-outs');
      const waiting = server
        .store()
        .transactions.find(
          (row) =>
            row.TransactionStatusCode === 'WAIT_APPROVE' && row.TransactionNo !== WAITING_WITHDRAWAL_NO,
        )!;
      const number = String(waiting.TransactionNo);
      const row = tableRows(page).filter({ hasText: number });
      await row.waitFor();
      // Another administrator makes this person a sales rep while the list is open.
      const account = server.store().accounts.find((candidate) => candidate.username === SUPERADMIN)!;
      account.role = 'salesrep';
      try {
        await page.getByRole('button', { name: `พิจารณาการถอนเงิน ${number}` }).click();
        const dialog = page.getByRole('dialog');
        await choose(page, dialog, 'อนุมัติแล้ว');
        server.clearRequests();
        await dialog.getByRole('button', { name: /ยืนยัน/ }).click();
        const refusal = await received(`${BASES.finance}/Transaction/withdraw`, 'PUT');
        refusedOnPurpose.add(refusal);
        await page.getByText("Role 'salesrep' may not decide withdrawals").first().waitFor();
        expect(waiting.TransactionStatusCode).toBe('WAIT_APPROVE');
        expect(new URL(page.url()).pathname).toBe('/pay-outs');
        await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.not.toBeNull();
        expect(server.requestsTo(`${BASES.finance}/Transaction/withdraw`, 'PUT')).toHaveLength(1);
      } finally {
        account.role = 'superadmin';
      }
    });

    it("a withdrawal can be decided when the configured codes (the defaults) are not in the server's list", async () => {
      // This page asks with the demo's codes where it must (the dashboard's cards): the audit leaves it out.
      const from = server.history.length;
      const page = await signedIn(SUPERADMIN, { workflow: false });
      try {
        await page.goto('/pay-outs');
        const other = server
          .store()
          .transactions.find(
            (row) =>
              row.TransactionStatusCode === 'WAIT_APPROVE' && row.TransactionNo !== WAITING_WITHDRAWAL_NO,
          )!;
        await approveWithdrawal(page, String(other.TransactionNo));
      } finally {
        await page.close();
        for (const request of server.history.slice(from)) unconfigured.add(request);
      }
    });

    it("a licence decision sends the server's ApprovedStatus code, and the status filter takes its codes", async () => {
      const page = await asSuperadmin(
        `/supplier-alcohol?filter=${encodeURIComponent(JSON.stringify({ ApprovedStatus: 'W' }))}`,
      );
      const path = `${BASES.supplier}/BackOfficeSupplier/BackOfficeSupplierSellAlcohol`;
      await received(path, 'GET', (request) => request.query.Status === 'W');
      const licence = server.store().supplierLicences.find((row) => row.ApprovedStatus === 'W')!;
      const name = String(licence.SupplierName);
      await page.getByRole('button', { name: `อนุมัติ ${name}`, exact: true }).click();
      const dialog = page.getByRole('dialog');
      server.clearRequests();
      await dialog.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
      const put = await received(path, 'PUT');
      expect(bodyOf(put).SupplierId).toBe(licence.SupplierId);
      expect(bodyOf(put).ApprovedStatus).toBe('A');
      await page.getByText('สำเร็จ : อัปเดตสถานะ').first().waitFor();
      expect(licence.ApprovedStatus).toBe('A');
    });

    it("a price changed in the list's own spreadsheet is sent as the specification's one PUT, and the service keeps it", async () => {
      const row = server.store().sellerProducts[0];
      const filter = encodeURIComponent(JSON.stringify({ SupplierId: row.SupplierId }));
      const page = await asSuperadmin(`/seller-products?filter=${filter}`);
      await tableRows(page).first().waitFor();
      const [exported] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'ส่งออก', exact: true }).click(),
      ]);
      const lines = (await downloaded(exported)).toString('utf8').split('\r\n');
      // The first product's line: its detail id first, its unit price last (the export's columns).
      const at = lines.findIndex((line) => line.startsWith(`${String(row.SupplierProductDetailId)},`));
      const before = /,(\d+\.\d{2})$/.exec(lines[at])![1];
      const after = (Number(before) + 2.5).toFixed(2);
      lines[at] = `${lines[at].slice(0, -before.length)}${after}`;
      server.clearRequests();
      await page.getByRole('button', { name: 'อัปเดตจากไฟล์' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByTestId('upload-file').setInputFiles({
        name: 'prices.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(lines.join('\r\n'), 'utf8'),
      });
      await expect
        .poll(() => dialog.getByTestId('dry-run-count-change').getAttribute('data-count'))
        .toBe('1');
      await dialog.getByRole('button', { name: 'นำไปใช้ 1 รายการ' }).click();
      await expect
        .poll(() => dialog.getByTestId('upload-result').innerText())
        .toContain('เสร็จแล้ว: อัปเดต 1 รายการ ไม่สำเร็จ 0 รายการ');
      const put = await received(`${BASES.supplierInventory}/SystemProduct/systemproduct`, 'PUT');
      expect(String(fieldOf(put, 'SupplierProductDetailId'))).toBe(String(row.SupplierProductDetailId));
      expect(server.requestsTo(`${BASES.supplierInventory}/SystemProduct/systemproduct`, 'PUT')).toHaveLength(
        1,
      );
      expect(Number(row.UnitPrice).toFixed(2)).toBe(after);
    });

    it('a position is created and listed', async () => {
      const page = await asSuperadmin('/positions/create');
      const name = 'ผู้ประสานงานโครงการ';
      await page.locator('input[name="positionName"]').fill(name);
      server.clearRequests();
      await main(page).getByRole('button', { name: 'บันทึก' }).click();
      const post = await received('/api/Position', 'POST');
      expect(fieldOf(post, 'PositionName')).toBe(name);
      await shows(page, name);
      expect(server.store().positions.some((row) => row.PositionName === name)).toBe(true);
    });

    it('a region is created and listed', async () => {
      const page = await asSuperadmin('/master-data/address/region');
      await shows(page, 'ภาคใต้');
      await main(page).getByRole('button', { name: 'เพิ่ม', exact: true }).click();
      const dialog = page.getByRole('dialog');
      const name = 'เขตปริมณฑล';
      await dialog.locator('input[name="name"]').fill(name);
      server.clearRequests();
      await dialog.getByRole('button', { name: 'บันทึก' }).click();
      const post = await received(`${BASES.supplier}/MasterData/Regions`, 'POST');
      expect(bodyOf(post)).toEqual({ RegionName: name });
      await page.getByText('สร้างภูมิภาคใหม่สำเร็จ').first().waitFor();
      await shows(page, name);
    });

    it('a menu entry is written back with its roles as the comma-separated text it came in', async () => {
      // A copy: the service's entry takes what the save sends.
      const entry = { ...server.store().menu.sub.find((row) => row.linkto === '/staff/position')! };
      const page = await asSuperadmin('/menus');
      await page.getByRole('button', { name: `แก้ไข ${String(entry.title_th)}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('input[name="title_en"]').fill('Positions');
      server.clearRequests();
      await dialog.getByRole('button', { name: 'บันทึก' }).click();
      const put = await received(`/api/Submenu/${String(entry.id)}`, 'PUT');
      expect(bodyOf(put)).toMatchObject({
        title_th: entry.title_th,
        title_en: 'Positions',
        allowedroles: 'superadmin',
      });
      await dialog.waitFor({ state: 'detached' });
      await shows(page, 'Positions');
    });

    it("the menu editor offers the server's roles, none of the app's own", async () => {
      const entry = server.store().menu.main.find((row) => row.linkto === '/brand')!;
      const page = await asSuperadmin('/menus');
      await page.getByRole('button', { name: `แก้ไข ${String(entry.title_th)}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('input[name="allowedroles"]').click();
      const options = page.getByRole('listbox').getByRole('option');
      await options.first().waitFor();
      const offered = (await options.allInnerTexts()).map((text) => text.trim());
      for (const role of offered) expect(ROLES as readonly string[]).toContain(role);
      expect(offered).toEqual(expect.arrayContaining(['accountant', 'cs']));
      await page.keyboard.press('Escape');
    });

    it('lists the screens its menu does not reach, each with the entry its resource declares', async () => {
      const page = await asSuperadmin('/menus');
      const rows = page.getByTestId('unreachable-screen');
      const none = page.getByTestId('unreachable-screens').getByRole('alert');
      await rows.first().or(none).waitFor();
      // The spec-only menu has no entry for the grocery password reset, so the list is not empty
      // and names the entry that screen needs (written by hand from the resource's declaration).
      const passwordRow = rows.filter({ hasText: '/grocery/gc-password' });
      await expect.poll(() => passwordRow.count()).toBe(1);
      expect(await passwordRow.getByTestId('entry-to-add').innerText()).toMatch(
        /› ตั้งรหัสผ่านผู้ใช้ร้านค้า \/grocery\/gc-password$/,
      );
      const entries = await rows.getByTestId('entry-to-add').allInnerTexts();
      expect(entries.length).toBeGreaterThan(0);
      // every screen the server's menu lacks says what to add; none is left without an entry
      for (const entry of entries) expect(entry.trim()).toMatch(/\/\S+$/);
    });
  });

  describe('the whole run', () => {
    it('asked only for calls of the specification or the assumed calls docs/api.md lists, and none was refused', () => {
      const line = (request: RecordedRequest) => `${request.method} ${request.path} -> ${request.status}`;
      const invented = server.history
        .filter((request) => request.offered === false)
        .filter(
          (request) =>
            !ASSUMED_CALLS.some(([method, path]) => request.method === method && path.test(request.path)),
        )
        .map(line);
      expect([...new Set(invented)]).toEqual([]);
      // An assumed call the contract serves is one this list names (the keys' URL).
      const servedAssumed = server.history
        .filter((request) => request.assumed)
        .filter(
          (request) =>
            !ASSUMED_CALLS.some(([method, path]) => request.method === method && path.test(request.path)),
        )
        .map(line);
      expect([...new Set(servedAssumed)]).toEqual([]);
      // The keys' URL was asked, as docs/api.md says: with the API key and the user's token.
      const keys = server.history.filter((request) => request.path === '/auth/CryptoKeys');
      expect(keys.length).toBeGreaterThan(0);
      for (const request of keys) {
        expect(request.headers['x-api-key']).toBe(API_KEY);
        expect(String(request.headers.authorization)).toMatch(/^Bearer [0-9a-f]{48}$/);
      }
      const refused = server.history
        .filter((request) => !unconfigured.has(request) && !refusedOnPurpose.has(request))
        .filter((request) => request.offered && (request.status ?? 0) >= 400)
        .map((request) => `${line(request)} ${new URLSearchParams(request.query as Record<string, string>)}`);
      expect([...new Set(refused)]).toEqual([]);
    });
  });
});
