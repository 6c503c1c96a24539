import { afterEach, describe, expect, it } from 'vitest';
import { closeTestPages, onList, sharedBrowser, signedInAt, tableRows } from '../../../tests/e2e/support';

sharedBrowser();
afterEach(closeTestPages);

const WAIT = { timeout: 60_000 };

describe('/support', () => {
  it('lists the requests, narrows to the open ones, and opens one with its detail', async () => {
    const page = await signedInAt('/support', 'support');
    await page.waitForURL(onList('/support-requests'), WAIT);
    const rows = tableRows(page);
    await rows.first().waitFor(WAIT);
    await page.getByRole('combobox', { name: 'สถานะ' }).click();
    await page.getByRole('option', { name: 'รอดำเนินการ', exact: true }).click();
    await expect
      .poll(async () => {
        const statuses = await rows.locator('td.column-status').allInnerTexts();
        return statuses.length > 0 && statuses.every((status) => status.trim() === 'รอดำเนินการ');
      }, WAIT)
      .toBe(true);
    const ticket = (await rows.first().locator('td.column-ticketNo').innerText()).trim();
    await rows.first().click();
    await page.getByRole('heading', { name: new RegExp(`^${ticket} · `) }).waitFor(WAIT);
    await expect(page.getByTestId('support-detail').innerText()).resolves.not.toBe('');
  });
});
