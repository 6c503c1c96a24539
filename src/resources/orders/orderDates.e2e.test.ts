import { afterEach, describe, expect, it } from 'vitest';
import { datePicker, shownDate, typeDate } from '../../../tests/e2e/dates';
import { closeTestPages, newPage, sharedBrowser, tableRows, signInAt } from '../../../tests/e2e/support';

sharedBrowser();
afterEach(closeTestPages);

const WAIT = { timeout: 60_000 };

describe('a date typed in the Buddhist era', () => {
  it('filters the orders list by the wire day, and the filter shows the Buddhist year', async () => {
    const page = await newPage();
    const asked: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/OrderMemberList')) asked.push(url);
    });
    await signInAt(page, 'finance', '/orders');
    await tableRows(page).first().waitFor(WAIT);

    await typeDate(page, 'Start', '06/01/2567');
    await expect.poll(() => asked.map((url) => url.searchParams.get('Start')), WAIT).toContain('2024-01-06');
    expect(await shownDate(page, 'Start')).toBe('06/01/2567');
    expect(new URL(page.url()).searchParams.get('filter')).toContain('"Start":"2024-01-06"');

    // A day that does not exist says so once the input is left, and is never sent (the home
    // page's counts, asked before, carry days of their own).
    const beforeEnd = asked.length;
    await typeDate(page, 'End', '31/02/2567');
    await page.keyboard.press('Tab');
    await expect.poll(() => datePicker(page, 'End').locator('..').innerText(), WAIT).toContain('วันที่ไม่ถูกต้อง');
    expect(asked.slice(beforeEnd).filter((url) => url.searchParams.has('End'))).toEqual([]);

    // A quick range sets the inputs from outside: they show it in the Buddhist era too.
    await page.getByRole('button', { name: 'เดือนนี้' }).click();
    await expect.poll(() => shownDate(page, 'Start'), WAIT).toBe('01/03/2569');
    await expect.poll(() => shownDate(page, 'End'), WAIT).toBe('18/03/2569');
    await expect.poll(() => asked.at(-1)?.searchParams.get('End'), WAIT).toBe('2026-03-18');

    // In English the same inputs show and take the AD year.
    await page.getByRole('button', { name: 'ไทย' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    // Typed only once the whole screen is in English: its texts arrive after the dates' format,
    // and the inputs drawn again with them would drop keys typed before.
    await expect.poll(() => page.getByTestId('section-title').innerText(), WAIT).toMatch(/^[A-Za-z]/);
    await expect.poll(() => shownDate(page, 'Start'), WAIT).toBe('01/03/2026');
    // The filters' own English labels come with the resource's texts, after the title: the inputs
    // are drawn again with them, and keys typed before that were dropped on a busy machine.
    await expect.poll(() => datePicker(page, 'Start').locator('..').innerText(), WAIT).toContain('From');
    await typeDate(page, 'Start', '06/01/2024');
    await expect.poll(() => shownDate(page, 'Start'), WAIT).toBe('06/01/2024');
    await expect.poll(() => asked.at(-1)?.searchParams.get('Start'), WAIT).toBe('2024-01-06');
  });
});
