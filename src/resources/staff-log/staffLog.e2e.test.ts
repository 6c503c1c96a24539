import { afterEach, describe, expect, it } from 'vitest';
import { closeTestPages, onList, sharedBrowser, signedInAt, tableRows } from '../../../tests/e2e/support';
import { BROWSER_TEST_KEYS } from '../../../tests/e2e/testConfig';

sharedBrowser();
afterEach(closeTestPages);

const WAIT = { timeout: 60_000 };

describe('/StaffLog', () => {
  it('lists what staff did, newest first, and narrows to one action', async () => {
    const page = await signedInAt('/StaffLog');
    await page.waitForURL(onList('/staff-log'), WAIT);
    const rows = tableRows(page);
    await rows.first().waitFor(WAIT);
    // rows are drawn a few at a time after the first, to a whole page (the tests' size: testConfig.ts)
    await expect.poll(() => rows.count()).toBe(BROWSER_TEST_KEYS.listPerPage);

    await page.getByRole('combobox', { name: 'การกระทำ' }).click();
    await page.getByRole('option', { name: 'อนุมัติ', exact: true }).click();
    await expect.poll(() => page.url(), WAIT).toContain('APPROVE');
    await expect
      .poll(async () => {
        const actions = await rows.locator('td.column-action').allInnerTexts();
        return actions.length > 0 && actions.every((action) => action.trim() === 'อนุมัติ');
      }, WAIT)
      .toBe(true);
  });
});
