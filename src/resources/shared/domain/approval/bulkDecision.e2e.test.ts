import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  closePages,
  newPage,
  seriousViolations,
  setFault,
  sharedBrowser,
  signIn,
  tableRows,
} from '../../../../../tests/e2e/support';
import { NAME_CELLS } from './licenceSteps.e2e';

sharedBrowser();
afterAll(closePages);

const WAIT = { timeout: 60_000 };
const REFUSAL = 'ใบอนุญาตถูกแก้ไขโดยผู้อื่น';

/** The supplier licences' work queue count in the drawer, as a number (its `data-count`). */
const queueCount = async (page: Page) =>
  Number(await page.getByTestId('queue-count-supplier-alcohol').getAttribute('data-count'));

/** Every licence call the page makes (method and address), as it makes them. */
const licenceCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('SellAlcohol')) calls.push(`${request.method()} ${request.url()}`);
  });
  return calls;
};

describe('work queues and bulk licence decisions', () => {
  it('counts waiting licences in the menu, opens them filtered, and decides three with one remark, one refused', async () => {
    const page = await newPage();
    const calls = licenceCalls(page);
    await signIn(page, 'admin');
    const menu = page.locator('nav[aria-label]').first();

    // The closed section adds up its queues; opened, its entry says its own count and links to it.
    await menu.getByTestId('section-queue-count-wholesale').waitFor(WAIT);
    await menu.getByRole('menuitem', { name: 'ผู้ขายส่ง', exact: true }).click();
    const count = menu.getByTestId('queue-count-supplier-alcohol');
    await count.waitFor(WAIT);
    const before = await queueCount(page);
    expect(before).toBeGreaterThan(3);
    // The count in words, then how long the oldest has waited (issue 37, queue ageing).
    expect(await count.getAttribute('aria-label')).toMatch(
      new RegExp(`^อนุมัติใบอนุญาตจำหน่ายสุรา: รอดำเนินการ ${before} รายการ รายการที่รอนานที่สุด`),
    );
    await count.click();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/supplier-alcohol');
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toEqual({
      ApprovedStatus: 'PENDING',
    });
    const rows = tableRows(page);
    await expect.poll(() => rows.count(), WAIT).toBeGreaterThan(3);
    await expect
      .poll(() => page.locator('.MuiTablePagination-displayedRows').innerText(), WAIT)
      .toContain(before.toLocaleString('th-TH'));

    // Three waiting requests (the first three rows), the first of which the service refuses.
    const firstNames = async (count: number) =>
      (await rows.locator(NAME_CELLS).allInnerTexts()).slice(0, count).map((name) => name.trim());
    const names = await firstNames(4);
    for (let index = 0; index < 3; index += 1) await rows.nth(index).getByRole('checkbox').check();
    await setFault(page, {
      method: 'PUT',
      path: 'BackOfficeSupplierSellAlcohol',
      status: 409,
      message: REFUSAL,
      times: 1,
    });
    await page.getByRole('button', { name: 'อนุมัติที่เลือก', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading').innerText(), WAIT).toBe('อนุมัติใบอนุญาต 3 รายการ');
    await dialog.getByLabel('หมายเหตุ').fill('เอกสารครบถ้วน');
    const confirm = dialog.getByRole('button', { name: 'อนุมัติ', exact: true });
    // A double click sends each request once.
    await confirm.dblclick();
    await page.getByText('สำเร็จ 2 รายการ ไม่สำเร็จ 1 รายการ').waitFor(WAIT);
    expect(calls.filter((call) => call.startsWith('PUT '))).toHaveLength(3);

    // The refused one stays, selected, with its reason; the two approved leave the waiting list.
    const refused = rows.filter({ has: page.getByTestId('decision-outcome') });
    await expect
      .poll(() => refused.getByTestId('decision-outcome').innerText(), WAIT)
      .toBe(`ไม่สำเร็จ: ${REFUSAL}`);
    expect(await refused.count()).toBe(1);
    expect((await refused.locator(NAME_CELLS).innerText()).trim()).toBe(names[0]);
    expect(await refused.getByRole('checkbox').isChecked()).toBe(true);
    await expect.poll(() => firstNames(2), WAIT).toEqual([names[0], names[3]]);
    await expect
      .poll(() => page.locator('.MuiTablePagination-displayedRows').innerText(), WAIT)
      .toContain((before - 2).toLocaleString('th-TH'));
    await expect.poll(() => page.getByRole('checkbox', { checked: true }).count()).toBe(1);

    // The menu's count follows at once, not a minute later.
    await expect.poll(() => queueCount(page), WAIT).toBe(before - 2);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('sends nothing for a selected licence another person decided meanwhile, and decides the rest', async () => {
    const page = await newPage();
    const calls = licenceCalls(page);
    await signIn(
      page,
      'admin',
      undefined,
      `/supplier-alcohol?filter=${encodeURIComponent('{"ApprovedStatus":"PENDING"}')}`,
    );
    const rows = tableRows(page);
    // The names once drawn (rows come a few at a time, their cells with them).
    let names: string[] = [];
    await expect
      .poll(async () => {
        names = (await rows.locator(NAME_CELLS).allInnerTexts()).map((name) => name.trim()).filter(Boolean);
        return names.length;
      }, WAIT)
      .toBeGreaterThan(2);
    // Two rows whose partners' names appear once in the page (one is decided behind the page's
    // back, found by its name), ticked by their place in the list.
    const [first, second] = names
      .map((name, index) => ({ name, index }))
      .filter(({ name }) => names.indexOf(name) === names.lastIndexOf(name));
    expect(second).toBeDefined();
    const decidedElsewhere = first.name;
    for (const { index } of [first, second]) await rows.nth(index).getByRole('checkbox').check();
    await expect.poll(() => page.getByRole('checkbox', { checked: true }).count()).toBe(2);
    const changed = await page.evaluate(
      (name) =>
        window.__demo!.changeRecords('supplier-alcohol', 'SupplierName', name, {
          ApprovedStatus: 'REJECTED',
        }),
      decidedElsewhere,
    );
    expect(changed).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'อนุมัติที่เลือก', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('หมายเหตุ').fill('เอกสารครบถ้วน');
    await dialog.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
    await page.getByText('สำเร็จ 1 รายการ ไม่สำเร็จ 0 รายการ').waitFor(WAIT);
    const puts = calls.filter((call) => call.startsWith('PUT '));
    expect(puts).toHaveLength(1);
  });

  it('never counts, nor asks for, a queue of a screen the role cannot open', async () => {
    const page = await newPage();
    const calls = licenceCalls(page);
    await signIn(page, 'finance');
    const menu = page.locator('nav[aria-label]').first();
    // Finance has the support entry (everyone's) and the finance section, not the licences.
    await menu.getByTestId('queue-count-support-requests').waitFor(WAIT);
    await menu.getByTestId('section-queue-count-finance').waitFor(WAIT);
    expect(await menu.getByTestId('queue-count-supplier-alcohol').count()).toBe(0);
    expect(await menu.getByTestId('section-queue-count-wholesale').count()).toBe(0);
    expect(calls).toEqual([]);
  });
});
