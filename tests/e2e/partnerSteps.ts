import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The steps of the partner screens that more than one browser test takes (each screen's own test,
 * and the walk through all of them). Each step checks what the page shows as it goes.
 */

export const tableRows = (page: Page) => page.locator('.RaDataTable-table tbody tr');

/** Picks an autocomplete's option by typing part of it, once the input is enabled. */
export async function choose(scope: Page | Locator, label: string, typed: string, option: string) {
  const input = scope.getByLabel(label);
  await expect.poll(() => input.isEnabled()).toBe(true);
  await input.fill(typed);
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** On a supplier's products or the catalogue additions: the supplier the screen waits for. */
export const chooseSupplier = (page: Page, name: string) => choose(page, 'ผู้ค้าส่ง', name, name);

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
  await dialog.getByLabel('หมายเหตุ').fill(remark);
  await dialog.getByRole('button', { name: 'ไม่อนุมัติ', exact: true }).click();
  const rejected = rows.filter({ hasText: second });
  await expect.poll(() => rejected.getByTestId('approval-status').innerText()).toBe('ไม่อนุมัติ');
  await expect.poll(() => rejected.innerText()).toContain(remark);
  return [first, second];
}

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

/** A 1×1 PNG, as a photo taken in a shop would be. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The survey form itself: right after "add" the list may still be on screen while the form's code
 * loads, and its search box would answer a search by label too.
 */
export const surveyForm = (page: Page) => page.locator('#main-content form:has(input[name="storename"])');

export interface TypedSurvey {
  storename: string;
  contactname: string;
  phone: string;
}

/**
 * On the add-survey form: a grocery store, its contact, a photo, and an address in Tha Phra,
 * Mueang Khon Kaen, chosen level by level; the sub-district brings its zip code.
 */
export async function fillStoreSurvey(form: Locator, survey: TypedSurvey) {
  await form.getByLabel('ชื่อร้าน').fill(survey.storename);
  await form.getByLabel('ร้านโชห่วย').check();
  await form.getByLabel('ชื่อผู้ติดต่อ').fill(survey.contactname);
  await form.getByLabel('เบอร์โทรศัพท์').fill(survey.phone);
  await form
    .getByTestId('image-input-ImageUrl')
    .setInputFiles({ name: 'shop.png', mimeType: 'image/png', buffer: PNG });
  await form.getByTestId('image-preview-ImageUrl').locator('img').waitFor();
  await form.getByLabel('ที่อยู่', { exact: true }).fill('99/1 ถนนมิตรภาพ');
  await choose(form, 'ภาค', 'ตะวันออกเฉียงเหนือ', 'ภาคตะวันออกเฉียงเหนือ');
  await choose(form, 'จังหวัด', 'ขอนแก่น', 'ขอนแก่น');
  await choose(form, 'อำเภอ/เขต', 'เมืองขอน', 'เมืองขอนแก่น');
  await choose(form, 'ตำบล/แขวง', 'ท่าพระ', 'ท่าพระ');
  // Tha Phra of Mueang Khon Kaen has its own zip code, not the district's 40000.
  await expect.poll(() => form.getByLabel('รหัสไปรษณีย์').inputValue()).toBe('40260');
}
