import { afterEach, describe, expect, it } from 'vitest';
import { closeTestPages, sharedBrowser, tableRows, signedInAt } from '../../../tests/e2e/support';

sharedBrowser();
afterEach(closeTestPages);

const WAIT = { timeout: 60_000 };

describe('/master-data/restrictcontent', () => {
  it('adds a restricted word, finds it, renames and deletes it', async () => {
    const page = await signedInAt('/master-data/restrictcontent');
    await tableRows(page).filter({ hasText: 'กัญชา' }).waitFor(WAIT);
    await page.getByRole('link', { name: 'สร้าง' }).click();
    await page.locator('input[name="Name"]').fill('ยาผีบอก');
    await page.getByRole('button', { name: 'บันทึก' }).click();
    await page.getByText('เพิ่มคำต้องห้ามแล้ว').waitFor(WAIT);
    await page.getByRole('textbox', { name: 'ค้นหาคำต้องห้าม' }).fill('ผีบอก');
    const row = tableRows(page).filter({ hasText: 'ยาผีบอก' });
    await row.waitFor(WAIT);
    await expect.poll(() => tableRows(page).count(), WAIT).toBe(1);
    await row.click();
    await page.locator('input[name="Name"]').fill('ยาผีบอกทุกชนิด');
    await page.getByRole('button', { name: 'บันทึก' }).click();
    await page.getByText('บันทึกคำต้องห้ามแล้ว').waitFor(WAIT);
    const renamed = tableRows(page).filter({ hasText: 'ยาผีบอกทุกชนิด' });
    await renamed.waitFor(WAIT);
    await renamed.getByRole('button', { name: 'ลบ' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'ยืนยัน' }).click();
    await page.getByText('ลบคำต้องห้ามแล้ว').waitFor(WAIT);
    await expect.poll(() => tableRows(page).filter({ hasText: 'ยาผีบอก' }).count(), WAIT).toBe(0);
  });
});
