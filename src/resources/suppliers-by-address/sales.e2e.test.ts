import { afterAll, describe, expect, it } from 'vitest';
import { closePages, sharedBrowser, signedInAt } from '../../../tests/e2e/support';

sharedBrowser();
afterAll(closePages);

describe('sales by province', () => {
  it('shows the groups with their store counts, and a group opens the supplier list filtered to it', async () => {
    const page = await signedInAt('/sales');
    const rows = page.getByTestId('sales-group');
    await rows.first().waitFor();
    const counts = (await rows.locator('td:nth-child(4)').allInnerTexts()).map(Number);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(300);
    const province = (await rows.first().locator('td').nth(1).innerText()).trim();
    await rows.first().getByRole('link').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/suppliers');
    const listed = page.locator('.RaDataTable-table tbody tr');
    await listed.first().waitFor();
    await expect.poll(() => listed.count()).toBe(counts[0]);
    for (const text of await listed.allInnerTexts()) expect(text).toContain(province);
  });
});
