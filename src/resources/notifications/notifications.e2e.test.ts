import { afterEach, describe, expect, it } from 'vitest';
import { closeTestPages, newPage, sharedBrowser, tableRows, signInAt } from '../../../tests/e2e/support';

sharedBrowser();
afterEach(closeTestPages);

const WAIT = { timeout: 60_000 };
const LIST = 'NotificationLog/BackOfficeNotiLogUpdateDetail';

describe('/notifications', () => {
  it("lists each app's notifications from its own service, messages filled, and opens one", async () => {
    const page = await newPage();
    const calls: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith(LIST)) calls.push(url);
    });
    // A page of 50 (the tests' lists open at 10: tests/e2e/testConfig.ts), which holds every template.
    await signInAt(page, 'support', '/notifications?perPage=50');
    const rows = tableRows(page);
    await rows.first().waitFor(WAIT);
    // rows are drawn a few at a time after the first
    await expect.poll(() => rows.count()).toBeGreaterThan(10);
    expect(calls.at(-1)!.pathname).toBe(`/notification-supplier/api/v1/${LIST}`);
    expect(calls.at(-1)!.searchParams.get('Topic')).toBe('UpdateDetail');

    const messages = rows.locator('td.column-message');
    // The supplier app's templates: catalogue edits ("ถูก..." in Thai), never a grocery's price change.
    await expect
      .poll(async () => {
        const texts = await messages.allInnerTexts();
        return texts.length > 10 && texts.every((text) => text.trim() !== '' && !text.includes('{{'));
      }, WAIT)
      .toBe(true);
    expect((await messages.allInnerTexts()).some((text) => text.includes('ถูก'))).toBe(true);
    const supplierRecipients = await rows.locator('td.column-ShopName').allInnerTexts();

    await page.getByRole('tab', { name: 'แอปร้านค้าโชห่วย' }).click();
    await expect.poll(() => page.url(), WAIT).toContain('GC');
    await expect.poll(() => calls.at(-1)?.pathname, WAIT).toBe(`/notification/api/v1/${LIST}`);
    await expect
      .poll(async () => {
        const recipients = await rows.locator('td.column-ShopName').allInnerTexts();
        return recipients.length > 10 && recipients.join('|') !== supplierRecipients.join('|');
      }, WAIT)
      .toBe(true);
    await expect
      .poll(async () => {
        const texts = await messages.allInnerTexts();
        return (
          texts.length > 10 &&
          texts.every((text) => !text.includes('{{')) &&
          texts.some((text) => /เปลี่ยนราคา .+ จาก [\d.]+ บาท เป็น [\d.]+ บาท/.test(text))
        );
      }, WAIT)
      .toBe(true);

    const first = rows.first();
    const product = (await first.locator('td.column-ProductName').innerText()).trim();
    await first.locator('td.column-ProductName').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor(WAIT);
    await expect.poll(() => dialog.innerText(), WAIT).toContain(product);
    // The template as written, and its values beside it.
    await expect
      .poll(() => dialog.getByTestId('notification-template').first().innerText(), WAIT)
      .toContain('{{');
    expect(await dialog.getByTestId('notification-values').locator('tbody tr').count()).toBeGreaterThan(1);
    expect(await dialog.getByTestId('notification-message').innerText()).not.toContain('{{');
    await dialog.getByRole('button', { name: 'ปิด' }).click();
    await dialog.waitFor({ state: 'detached', ...WAIT });
  });
});
