import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { choose } from '../../../tests/e2e/support';

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
