import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  closePages,
  DEMO_CLOCK,
  downloaded,
  newPage,
  sharedBrowser,
  signIn,
  tableRows,
} from '../../../../tests/e2e/support';

sharedBrowser();
afterAll(closePages);

const WAIT = { timeout: 60_000 };
const ROWS = 50_000;

/** The list's total as its pagination shows it ("1-50 จาก 14,321"). */
async function listTotal(page: Page): Promise<number> {
  const range = page.locator('.MuiTablePagination-displayedRows');
  await expect.poll(() => range.innerText(), WAIT).toMatch(/จาก [\d,]+/);
  return Number(/จาก ([\d,]+)/.exec(await range.innerText())![1].replaceAll(',', ''));
}

describe('exports of any size', () => {
  it('a 50,000-row pay-in export shows its progress, can be cancelled with no file, and then holds every row', async () => {
    const page = await newPage({ fixedClock: DEMO_CLOCK });
    // A browser under test cannot answer a save dialog: the export downloads its Blob parts.
    await page.addInitScript(() => {
      delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
    });
    await signIn(page, 'finance');
    await page.goto('/pay-ins');
    await tableRows(page).first().waitFor(WAIT);
    const seeded = await listTotal(page);
    // As many extra pay-ins as make 50,000, served at most 1,000 a page (src/demo/load.ts).
    await page.evaluate(
      (extra) => window.__demo!.setLoad({ extraPayIns: extra, pageCap: 1000 }),
      ROWS - seeded,
    );
    await page.reload();
    await tableRows(page).first().waitFor(WAIT);
    expect(await listTotal(page)).toBe(ROWS);

    let downloads = 0;
    page.on('download', () => (downloads += 1));
    const exportButton = page.getByRole('button', { name: 'ส่งออก', exact: true });
    await exportButton.click();
    const panel = page.getByRole('region', { name: 'การส่งออกไฟล์ CSV' });
    const bar = panel.getByRole('progressbar');
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), WAIT).toBeGreaterThan(0);
    await expect(panel.getByTestId('export-rows-read').innerText()).resolves.toMatch(/ \/ 50,000 แถว$/);
    // Told to screen readers politely, by tenths of the total rather than at every page.
    await expect(panel.getByRole('status').innerText()).resolves.toMatch(/^กำลังส่งออก [\d,]+ จาก 50,000 แถว$/);
    await panel.getByRole('button', { name: 'ยกเลิก' }).click();
    await page.getByText('ยกเลิกการส่งออกแล้ว ไม่ได้บันทึกไฟล์').waitFor(WAIT);
    await panel.waitFor({ state: 'detached' });
    expect(downloads).toBe(0);

    const [file] = await Promise.all([
      page.waitForEvent('download', { timeout: 150_000 }),
      exportButton.click(),
    ]);
    const bytes = await downloaded(file);
    expect(file.suggestedFilename()).toMatch(/^pay-ins-\d{4}-\d{2}-\d{2}\.csv$/);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').split('\r\n').filter(Boolean);
    expect(lines[0]).toContain('เลขที่รายการ');
    expect(lines.length - 1).toBe(ROWS);
    expect(downloads).toBe(1);
  }, 240_000);
});
