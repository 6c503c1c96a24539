import { afterAll, describe, expect, it } from 'vitest';
import { closePages, newPage, sharedBrowser, signIn } from '../../../../tests/e2e/support';

sharedBrowser();
afterAll(closePages);

describe("deciding partners' alcohol licences", () => {
  it.each([
    ['/wholesale/document', '/supplier-alcohol'],
    ['/grocery/document', '/grocery-alcohol'],
  ])(
    '%s: approves one and rejects another with a remark, after seeing the licence; the rows update in place',
    async (oldPath, path) => {
      const page = await newPage();
      await signIn(page, 'admin');
      await page.goto(oldPath);
      await expect.poll(() => new URL(page.url()).pathname).toBe(path);
      const rows = page.locator('.RaDataTable-table tbody tr');
      await rows.first().waitFor();
      // The list is not filtered, so that a decided row stays in view with its new status.
      const pending = rows.filter({
        has: page.getByTestId('approval-status').getByText('รอพิจารณา', { exact: true }),
      });
      await expect.poll(() => pending.count()).toBeGreaterThan(1);
      const names = await pending.locator('td:nth-child(2)').allInnerTexts();
      const [first, second] = names.map((name) => name.trim());

      await page.getByRole('button', { name: `อนุมัติ ${first}`, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect
        .poll(() => dialog.getByRole('img').or(dialog.getByText('ไม่มีเอกสารใบอนุญาตแนบมา')).count())
        .toBeGreaterThan(0);
      await dialog.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
      await expect.poll(() => page.getByText('สำเร็จ : อัปเดตสถานะ').count()).toBe(1);
      const approved = rows.filter({ hasText: first });
      await expect.poll(() => approved.getByTestId('approval-status').innerText()).toBe('อนุมัติแล้ว');

      await page.getByRole('button', { name: `ไม่อนุมัติ ${second}`, exact: true }).click();
      await dialog.getByRole('button', { name: 'ไม่อนุมัติ', exact: true }).click();
      await expect.poll(() => dialog.innerText()).toContain('กรุณาระบุเหตุผลที่ไม่อนุมัติ');
      await dialog.getByLabel('หมายเหตุ').fill('ใบอนุญาตหมดอายุ');
      await dialog.getByRole('button', { name: 'ไม่อนุมัติ', exact: true }).click();
      const rejected = rows.filter({ hasText: second });
      await expect.poll(() => rejected.getByTestId('approval-status').innerText()).toBe('ไม่อนุมัติ');
      await expect.poll(() => rejected.innerText()).toContain('ใบอนุญาตหมดอายุ');
    },
  );
});
