import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { typeDate } from '../../../tests/e2e/dates';
import { closePages, demoCall, setFault, sharedBrowser, signedInAt } from '../../../tests/e2e/support';

sharedBrowser();
afterAll(closePages);

const WAIT = { timeout: 60_000 };
const EXTRA_PAY_INS = 2500;
const PAGE_CAP = 100;
const STATEMENT = '/finance/api/v1/Transaction/bo-transactions';

interface StatementPage {
  Total: number;
  Data?: { StartDateTime: string; GrandtotalAmount: number }[];
}

/** One page of the finance statement, asked by the test itself with the signed-in user's token. */
const statementPage = async (page: Page, query: Record<string, string>) =>
  (await demoCall<{ Data: StatementPage }>(page, `${STATEMENT}?${new URLSearchParams(query)}`)).Data;

/** Every row a query matches, page after page in the size the capped service answers. */
async function everyRow(page: Page, query: Record<string, string>) {
  const rows: NonNullable<StatementPage['Data']> = [];
  for (let number = 1; ; number += 1) {
    const answer = await statementPage(page, { ...query, Page: String(number), PageSize: String(PAGE_CAP) });
    rows.push(...(answer.Data ?? []));
    if (!answer.Data?.length || rows.length >= answer.Total) return rows;
  }
}

/** The last day of a month (`YYYY-MM`), counted on the calendar. */
const lastDayOf = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();

describe('the monthly finance report against a service that caps its pages', () => {
  it('reads 2,500 extra pay-ins through a 100-row cap to the full total, and a Cancel shows no figure', async () => {
    const page = await signedInAt('/report', 'finance');
    await page.getByTestId('report-summary').waitFor(WAIT);
    // 2,500 pay-ins more, and no page longer than 100 rows (src/demo/load.ts).
    await page.evaluate(({ extra, cap }) => window.__demo!.setLoad({ extraPayIns: extra, pageCap: cap }), {
      extra: EXTRA_PAY_INS,
      cap: PAGE_CAP,
    });
    // The extra pay-ins are older than the seed's transactions: the oldest row's month holds them.
    const oldest = await statementPage(page, {
      SortBy: 'TRANSACTIONSTARTDATETIME_ASC',
      Page: '1',
      PageSize: '1',
    });
    const month = oldest.Data![0].StartDateTime.slice(0, 7);
    // What the month received, added up here from the service's own rows (not by the app's code).
    const paid = await everyRow(page, {
      TransactionTypeCode: 'PAID',
      TransactionStatusCode: 'SUCCESS',
      StartDateTime: `${month}-01T00:00:00`,
      EndDateTime: `${month}-${lastDayOf(month)}T23:59:59`,
    });
    expect(paid.length).toBeGreaterThanOrEqual(EXTRA_PAY_INS);
    const satang = paid.reduce((sum, row) => sum + Math.round(row.GrandtotalAmount * 100), 0);

    // Each page answers late while the progress is read and the reading cancelled.
    await setFault(page, { method: 'GET', path: 'Transaction/bo-transactions', delayMs: 1_500 });
    await typeDate(page, 'month', `${month.slice(5)}/${Number(month.slice(0, 4)) + 543}`);
    const progress = page.getByTestId('reading-progress');
    await expect
      .poll(() => progress.getByRole('status').innerText(), WAIT)
      .toMatch(/^อ่านแล้ว [\d,]+ จาก [\d,]+ รายการ…$/);
    await expect(progress.getByRole('progressbar').getAttribute('aria-valuenow')).resolves.not.toBeNull();
    await progress.getByRole('button', { name: 'ยกเลิก' }).click();
    const cancelled = page.getByTestId('reading-cancelled');
    await cancelled.waitFor(WAIT);
    await expect(cancelled.innerText()).resolves.toContain('ยอดนี้คำนวณไม่ครบ จึงไม่แสดงตัวเลข');
    // No figure at all: not the pages read so far as the month's.
    expect(await page.getByTestId('report-summary').count()).toBe(0);

    await page.evaluate(() => window.__demo!.clearFaults());
    await cancelled.getByRole('button', { name: 'ลองใหม่' }).click();
    const received = page
      .getByTestId('report-summary')
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'ได้รับเงินแล้ว (สำเร็จ)', exact: true }) });
    await received.waitFor({ timeout: 120_000 });
    const [count, amount] = await received.getByRole('cell').allInnerTexts();
    expect(Number(count.replace(/\D/g, ''))).toBe(paid.length);
    expect(Math.round(Number(amount.replace(/[^\d.]/g, '')) * 100)).toBe(satang);
    // Whole: the report does not say it read only part of the month.
    await expect(page.getByTestId('report-screen').innerText()).resolves.not.toContain('ยังไม่ครบ');
  }, 240_000);
});
