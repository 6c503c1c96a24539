import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { choose, partnerOption, tableRows } from '../../../tests/e2e/support';

/** Steps of the seller-product screens that more than one browser test takes. */

/**
 * On a supplier's products or the catalogue additions: the supplier the screen waits for, by a name
 * no other supplier's contains (its option reads the name, then the line that tells partners apart).
 */
export const chooseSupplier = (page: Page, name: string) => choose(page, 'ผู้ค้าส่ง', name, partnerOption(name));

/**
 * On the catalogue additions, a supplier chosen: picks the first two products, keeps the first's
 * starting stock (100 and 100), sets the second's quantity, and adds both. Answers their names.
 */
export async function addTwoCatalogueProducts(page: Page, secondQuantity: number): Promise<string[]> {
  const rows = tableRows(page);
  await rows.nth(1).waitFor();
  const names = [
    (await rows.nth(0).locator('td').nth(3).innerText()).trim(),
    (await rows.nth(1).locator('td').nth(3).innerText()).trim(),
  ];
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'เพิ่มให้ผู้ค้าส่ง' }).click();

  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.getByTestId('addition').count()).toBe(2);
  await expect(dialog.getByText('มีอยู่แล้ว').count()).resolves.toBe(0);
  await expect.poll(() => dialog.getByLabel(`จำนวนของ ${names[0]}`).inputValue()).toBe('100');
  await expect.poll(() => dialog.getByLabel(`ราคาของ ${names[0]}`).inputValue()).toBe('100');
  await dialog.getByLabel(`จำนวนของ ${names[1]}`).fill(String(secondQuantity));
  await dialog.getByRole('button', { name: 'เพิ่ม 2 รายการ' }).click();
  await expect.poll(() => page.getByText('เพิ่มสินค้าเรียบร้อยแล้ว').count()).toBe(1);
  return names;
}
