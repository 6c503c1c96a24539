import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DETAIL_SUPPLIER_INDEX,
  DETAIL_SUPPLIER_PHONE,
  FAR_BRAND_INDEX,
  PASSWORD,
  TRANSACTION_STATUSES,
  WAITING_WITHDRAWAL_NO,
} from '../contract/fixtures';
import type { RecordedRequest } from '../contract/http';
import { API_KEY, BASES, startContractServer, type ContractServer } from '../contract/server';
import { closePages, drawerTitles, newPage, sharedBrowser, signIn, tableRows } from './support';
import { isAssumedCall } from '../contract/assumedCalls';
import { contractDeploymentConfig } from '../contract/deploymentConfig';

/**
 * The built app with its demo off, against a service written from the specification alone
 * (tests/contract): the walks a person makes through it (the sign-in form, another role's areas, a
 * brand beyond the capped first page, a supplier's encrypted phone revealed, an edit that meets a
 * change behind it, a withdrawal decided), checking what the app sent and what the screen shows,
 * and last the audit of every call the run made. Where the specification leaves a detail open, the
 * contract chose otherwise than the demo (docs/api.md, "Contract server"), so a screen that relies
 * on a guess of its own fails here. The checks of the wire for every area (each list's call, each
 * write's body, the codes a refusal carries) are made on the app's own providers in Node, with no
 * browser: tests/integration/contractWire.test.ts.
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

const SUPERADMIN = 'somchai.s';
const ACCOUNTANT = 'malee.a';

/** The page the running test works on, for the report of a failure. */
let current: Page | undefined;

async function signedIn(username: string): Promise<Page> {
  const page = await newPage({ config: contractDeploymentConfig(server.url) });
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

/** The requests this run has refused on purpose, which the closing audit leaves out. */
const refusedOnPurpose = new Set<RecordedRequest>();

/**
 * Chooses the server's "approved" status by its name for a waiting withdrawal from its row, checks
 * what was offered and sends it; gives the dialog, the row and the request sent.
 */
async function sendApproval(page: Page, transactionNo: string) {
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
  return { dialog, row, put, transaction };
}

/** Approves a waiting withdrawal from its row; the row then shows the server's "approved". */
async function approveWithdrawal(page: Page, transactionNo: string) {
  const { dialog, row } = await sendApproval(page, transactionNo);
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => row.innerText()).toContain('อนุมัติแล้ว');
}

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

  describe('a record opened', () => {
    it('a brand beyond the first capped page opens with its real name and logo', async () => {
      const brand = server.store().brands[FAR_BRAND_INDEX];
      const page = await asSuperadmin(`/brands/${brand.BrandId}`);
      const title = page.locator('input[name="BrandTitle"]');
      await expect.poll(() => title.inputValue().catch(() => '')).toBe(brand.Brandname);
      await expect
        .poll(() => page.locator(`img[src="${String(brand.BrandImgUrl)}"]`).count())
        .toBeGreaterThan(0);
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
  });

  describe('writes', () => {
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

    it("meets the finance service's own four-eyes limit: its 403 in the service's words, still signed in, the withdrawal unchanged", async () => {
      // This deployment's config.json names no limit, so the app offers one person the approval;
      // the service holds its own (50,000 baht) and refuses it for 75,000.
      const row = server
        .store()
        .transactions.find((candidate) => candidate.TransactionNo === WAITING_WITHDRAWAL_NO)!;
      const amount = row.GrandtotalAmount;
      row.GrandtotalAmount = 75_000;
      try {
        const page = await asSuperadmin('/pay-outs');
        const { dialog, put } = await sendApproval(page, WAITING_WITHDRAWAL_NO);
        refusedOnPurpose.add(put);
        await expect
          .poll(() =>
            page
              .getByText('Above 50000 baht a withdrawal is checked by one person and approved by another')
              .count(),
          )
          .toBeGreaterThan(0);
        expect(put.status).toBe(403);
        expect(row.TransactionStatusCode).toBe('WAIT_APPROVE');
        // Still signed in, on the list, the dialog still open for another choice.
        expect(new URL(page.url()).pathname).toBe('/pay-outs');
        expect(await dialog.isVisible()).toBe(true);
      } finally {
        row.GrandtotalAmount = amount;
      }
    });

    it("a withdrawal decision offers the server's status names and sends one of its codes", async () => {
      const page = await asSuperadmin('/pay-outs');
      await approveWithdrawal(page, WAITING_WITHDRAWAL_NO);
    });
  });

  // The wire checks of tests/integration/contractWire.test.ts audit their own calls so too.
  describe('the whole run', () => {
    it('asked only for calls of the specification or the assumed calls docs/api.md lists, and none was refused', () => {
      const line = (request: RecordedRequest) => `${request.method} ${request.path} -> ${request.status}`;
      const invented = server.history
        .filter((request) => request.offered === false)
        .filter((request) => !isAssumedCall(request))
        .map(line);
      expect([...new Set(invented)]).toEqual([]);
      // An assumed call the contract serves is one this list names (the keys' URL).
      const servedAssumed = server.history
        .filter((request) => request.assumed)
        .filter((request) => !isAssumedCall(request))
        .map(line);
      expect([...new Set(servedAssumed)]).toEqual([]);
      // The keys' URL was asked, as docs/api.md says: with the API key and the user's token.
      const keys = server.history.filter((request) => request.path === '/auth/CryptoKeys');
      expect(keys.length).toBeGreaterThan(0);
      for (const request of keys) {
        expect(request.headers['x-api-key']).toBe(API_KEY);
        expect(String(request.headers.authorization)).toMatch(/^Bearer [0-9a-f]{48}$/);
      }
      // Nothing else here is refused on purpose (the other refused decisions are wire checks, in Node): every refusal counts.
      const refused = server.history
        .filter((request) => request.offered && (request.status ?? 0) >= 400)
        .filter((request) => !refusedOnPurpose.has(request))
        .map((request) => `${line(request)} ${new URLSearchParams(request.query as Record<string, string>)}`);
      expect([...new Set(refused)]).toEqual([]);
    });
  });
});
