import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  closePages,
  downloaded,
  newPage,
  setFault,
  sharedBrowser,
  tableRows,
  signInAt,
} from '../../../../../tests/e2e/support';

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
    const page = await newPage();
    // A browser under test cannot answer a save dialog: the export downloads its Blob parts.
    await page.addInitScript(() => {
      delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
    });
    await signInAt(page, 'finance', '/pay-ins');
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
    // Each page of the statement answers late while the progress is read and the export cancelled:
    // a fast machine would otherwise finish before the test sees the bar (the wait is held, not raced).
    await setFault(page, { method: 'GET', path: 'Transaction/bo-transactions', delayMs: 2_000 });
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
    await page.evaluate(() => window.__demo!.clearFaults());

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

  it('above 10,000 rows streams into the file the user picked, page by page, and downloads nothing', async () => {
    const page = await newPage();
    // The browser's save dialog, answered as a person would: a file whose writes are kept in the page.
    await page.addInitScript(() => {
      const kept = { name: '', parts: [] as Blob[], writes: 0, closed: false };
      Object.assign(window, {
        __picked: kept,
        showSaveFilePicker: async (options: { suggestedName: string }) => {
          kept.name = options.suggestedName;
          return {
            createWritable: async () => ({
              write: async (part: BlobPart) => {
                kept.parts.push(new Blob([part]));
                kept.writes += 1;
              },
              close: async () => {
                kept.closed = true;
              },
              abort: async () => undefined,
            }),
          };
        },
      });
    });
    await signInAt(page, 'finance', '/pay-ins');
    await tableRows(page).first().waitFor(WAIT);
    const seeded = await listTotal(page);
    // Above the 10,000 rows where the file is asked for, read in pages of at most 1,000.
    const extra = Math.max(0, 12_000 - seeded);
    await page.evaluate((count) => window.__demo!.setLoad({ extraPayIns: count, pageCap: 1000 }), extra);
    await page.reload();
    await tableRows(page).first().waitFor(WAIT);
    const wanted = seeded + extra;
    expect(await listTotal(page)).toBe(wanted);

    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await page.getByRole('button', { name: 'ส่งออก', exact: true }).click();
    const picked = () =>
      page.evaluate(async () => {
        const kept = (
          window as unknown as { __picked: { name: string; parts: Blob[]; writes: number; closed: boolean } }
        ).__picked;
        return {
          name: kept.name,
          writes: kept.writes,
          closed: kept.closed,
          head: [...new Uint8Array(await new Blob(kept.parts).slice(0, 3).arrayBuffer())],
          text: kept.closed ? await new Blob(kept.parts).text() : '',
        };
      });
    await expect.poll(async () => (await picked()).closed, { timeout: 120_000 }).toBe(true);
    const file = await picked();
    expect(file.name).toMatch(/^pay-ins-\d{4}-\d{2}-\d{2}\.csv$/);
    // Written as it was read (a part per page at least), never as one string.
    expect(file.writes).toBeGreaterThan(1);
    expect(file.head).toEqual([0xef, 0xbb, 0xbf]);
    const lines = file.text.split('\r\n').filter(Boolean);
    expect(lines[0]).toContain('เลขที่รายการ');
    expect(lines.length - 1).toBe(wanted);
    expect(downloads).toBe(0);
  }, 180_000);
});
