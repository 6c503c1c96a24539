import type { Locator, Page } from 'playwright-core';

/**
 * The date input whose value is sent as `name` (the picker's hidden input carries the name; the
 * person types into its sections).
 */
export const datePicker = (scope: Page | Locator, name: string) =>
  scope
    .locator('.MuiPickersInputBase-root')
    // `has` is looked for inside each picker: a locator of the page, not of the scope
    .filter({ has: pageOf(scope).locator(`input[name="${name}"]`) });

const pageOf = (scope: Page | Locator): Page => ('page' in scope ? scope.page() : scope);

/**
 * Types a date into a date input with the keyboard alone, as a person reads it (`DD/MM/BBBB` in
 * Thai): focus its first section, clear what it holds, type the digits; the sections move on by
 * themselves.
 */
export async function typeDate(scope: Page | Locator, name: string, typed: string) {
  const picker = datePicker(scope, name);
  const page = pageOf(scope);
  await picker.locator('[role="spinbutton"]').first().focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(typed.replaceAll('/', ''));
}

/** What a date input shows, as typed (`06/01/2567`), or '' when empty. */
export const shownDate = (scope: Page | Locator, name: string) =>
  scope.locator(`input[name="${name}"]`).inputValue();

/** A wire day (`2024-01-06`) as a person types it in Thai, the year in the Buddhist era (`06/01/2567`). */
export function thaiTyped(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${Number(year) + 543}`;
}
