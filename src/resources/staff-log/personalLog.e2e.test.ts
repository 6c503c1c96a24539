import { afterEach, describe, expect, it } from 'vitest';
import {
  closeTestPages,
  downloaded,
  moveTo,
  sharedBrowser,
  signedInAt,
  tableRows,
} from '../../../tests/e2e/support';

sharedBrowser();
afterEach(closeTestPages);

const WAIT = { timeout: 60_000 };

// The rest of the staff log's personal-data checks (reveals, a refused entry, the entry sent before
// the file, nothing saved when it cannot be written) are in personalLog.spec.tsx: this one needs the
// browser to take the file.
describe('every look at personal data is in the staff log', () => {
  it('an export with personal columns downloads a CSV with them, and its EXPORT entry counts its rows', async () => {
    const page = await signedInAt('/employees');
    await tableRows(page).first().waitFor(WAIT);
    const [file] = await Promise.all([
      page.waitForEvent('download', WAIT),
      page.getByRole('button', { name: 'ส่งออก' }).click(),
    ]);
    const lines = (await downloaded(file)).toString('utf8').split('\r\n').filter(Boolean);
    expect(lines[0]).toContain('อีเมล');
    const rowCount = lines.length - 1;
    expect(rowCount).toBeGreaterThan(0);

    await moveTo(page, '/staff-log');
    const newest = tableRows(page).first();
    await newest.waitFor(WAIT);
    await expect.poll(() => newest.locator('td.column-action').innerText(), WAIT).toBe('ส่งออก');
    await expect(newest.locator('td.column-detail').innerText()).resolves.toBe(
      `ชื่อผู้ใช้, ชื่อ-นามสกุล, อีเมล, เบอร์โทรศัพท์ จากพนักงาน ${rowCount} แถว`,
    );
  });
});
