import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { tableRows } from '../../../../../tests/e2e/support';

/** The partner's name in a licence list's row (the supplier's or the grocery's list). */
export const NAME_CELLS = 'td.column-SupplierName, td.column-GroceryName';

/**
 * On a licence list: approves the first pending licence after seeing its document, and rejects
 * the second, which needs a remark; both rows update in place. Answers their names.
 */
export async function approveOneRejectAnother(page: Page, remark: string): Promise<[string, string]> {
  const rows = tableRows(page);
  await rows.first().waitFor();
  // The list is not filtered, so that a decided row stays in view with its new status.
  const pending = rows.filter({
    has: page.getByTestId('approval-status').getByText('รอพิจารณา', { exact: true }),
  });
  await expect.poll(() => pending.count()).toBeGreaterThan(1);
  const names = await pending.locator(NAME_CELLS).allInnerTexts();
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
  await dialog.getByLabel('หมายเหตุ').fill(remark);
  await dialog.getByRole('button', { name: 'ไม่อนุมัติ', exact: true }).click();
  const rejected = rows.filter({ hasText: second });
  await expect.poll(() => rejected.getByTestId('approval-status').innerText()).toBe('ไม่อนุมัติ');
  await expect.poll(() => rejected.innerText()).toContain(remark);
  return [first, second];
}
