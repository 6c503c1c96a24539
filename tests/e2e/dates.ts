import type { Locator, Page } from 'playwright-core';

/**
 * The date input whose value is sent as `name` (the picker's hidden input carries the name; the
 * person types into its sections).
 */
export const datePicker = (scope: Page | Locator, name: string) =>
  scope.locator('.MuiPickersInputBase-root').filter({ has: scope.locator(`input[name="${name}"]`) });

/**
 * Types a date into a date input with the keyboard alone, as a person reads it (`DD/MM/BBBB` in
 * Thai): focus its first section, clear what it holds, type the digits; the sections move on by
 * themselves.
 */
export async function typeDate(scope: Page | Locator, name: string, typed: string) {
  const picker = datePicker(scope, name);
  const page = 'page' in scope ? scope.page() : scope;
  await picker.locator('[role="spinbutton"]').first().focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(typed.replaceAll('/', ''));
}

/** What a date input shows, as typed (`06/01/2567`), or '' when empty. */
export const shownDate = (scope: Page | Locator, name: string) =>
  scope.locator(`input[name="${name}"]`).inputValue();
