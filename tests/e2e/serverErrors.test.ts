import { afterEach, describe, expect, it } from 'vitest';
import { closeTestPages, setFault, signedInAt, sharedBrowser } from './support';

sharedBrowser();
afterEach(closeTestPages);

const SQL = "SqlException: Invalid column name 'Passwd' in table dbo.Users";
/** Pieces of the SQL text, none of which may reach the screen. */
const SQL_PARTS = ['SqlException', 'Invalid column', 'Passwd', 'dbo.Users'];
const SHOWN = 'เซิร์ฟเวอร์เกิดปัญหา (รหัสอ้างอิง req-7f3a9c) กรุณาลองใหม่ภายหลัง';

describe('a server fault (5xx) on screen', () => {
  it('says "server problem" with the request reference, shows no part of an SQL error, and the diagnostics page has the raw text', async () => {
    const page = await signedInAt('/', 'admin');
    // Every pop-up's text as it appears: it goes away by itself after 1.5 s.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { popups: string[] }).popups = seen;
      new MutationObserver(() => {
        for (const popup of document.querySelectorAll<HTMLElement>('[data-testid="server-error-popup"]'))
          if (!seen.includes(popup.innerText)) seen.push(popup.innerText);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await setFault(page, {
      method: 'GET',
      path: 'BackOfficeSupplier/BackOfficeSuppliers',
      status: 500,
      message: SQL,
      headers: { 'X-Request-Id': 'req-7f3a9c' },
    });
    await page.goto('/suppliers');

    const listError = page.getByTestId('list-error');
    await expect.poll(() => listError.innerText()).toContain(SHOWN);
    const popups = await page.evaluate(() => (window as unknown as { popups: string[] }).popups);
    expect(popups.length).toBeGreaterThan(0);
    for (const popup of popups) expect(popup).toContain(SHOWN);
    // Nowhere on the page, visible or not (a title, an attribute).
    const everything = [await page.content(), await page.locator('body').innerText(), ...popups].join('\n');
    for (const part of SQL_PARTS) expect(everything).not.toContain(part);

    // The administrator reads what the server said on the diagnostics page, in the same tab (the
    // faults are kept in its memory only).
    await page.evaluate(() => window.__demo!.clearFaults());
    await page.getByRole('menuitem', { name: 'ตรวจสอบระบบ' }).click();
    const faults = page.getByTestId('server-faults');
    await expect.poll(() => faults.innerText()).toContain(SQL);
    const listed = await faults.innerText();
    expect(listed).toContain('GET /supplier/api/v1/BackOfficeSupplier/BackOfficeSuppliers');
    expect(listed).toContain('req-7f3a9c');
    expect(listed).toContain('500');
  });
});
