import { afterAll, describe, expect, it } from 'vitest';
import { approveOneRejectAnother } from './licenceSteps.e2e';
import { closePages, newPage, sharedBrowser, signInAt, signedInAt } from '../../../../../tests/e2e/support';

sharedBrowser();
afterAll(closePages);

describe("deciding partners' alcohol licences", () => {
  it.each([
    ['/wholesale/document', '/supplier-alcohol'],
    ['/grocery/document', '/grocery-alcohol'],
  ])(
    '%s: approves one and rejects another with a remark, after seeing the licence; the rows update in place',
    async (oldPath, path) => {
      const page = await signedInAt(oldPath);
      await expect.poll(() => new URL(page.url()).pathname).toBe(path);
      await approveOneRejectAnother(page, 'ใบอนุญาตหมดอายุ');
    },
  );
});

describe('how long a licence has waited', () => {
  it('counts business days across a weekend and a public holiday, and says "—" without a start time', async () => {
    // The pages' clock is Wednesday 18 March 2026 (tests/e2e/clock.ts); the demo's holidays include
    // Makha Bucha, Tuesday 3 March. From Friday 27 February: 2, 4, 5, 6, 9–13, 16, 17, 18 March.
    const page = await newPage();
    await signInAt(
      page,
      'admin',
      `/supplier-alcohol?filter=${encodeURIComponent('{"ApprovedStatus":"PENDING"}')}`,
    );
    const ages = page.getByTestId('waiting-age');
    await ages.first().waitFor();
    const changed = await page.evaluate(() =>
      window.__demo!.changeRecords('supplier-alcohol', 'ApprovedStatus', 'PENDING', {
        RequestedAt: '2026-02-27T03:00:00.000Z',
      }),
    );
    expect(changed).toBeGreaterThan(0);
    await page.reload();
    await expect.poll(() => ages.count()).toBeGreaterThan(0);
    await expect.poll(async () => [...new Set(await ages.allInnerTexts())]).toEqual(['12 วันทำการ']);

    await page.evaluate(() =>
      window.__demo!.changeRecords('supplier-alcohol', 'ApprovedStatus', 'PENDING', { RequestedAt: null }),
    );
    await page.reload();
    const unknown = page.getByRole('cell').getByLabel('ไม่มีเวลาที่เริ่มรอ จึงไม่ทราบระยะเวลา');
    await expect.poll(() => unknown.count()).toBeGreaterThan(0);
    expect(await ages.count()).toBe(0);
  });
});
