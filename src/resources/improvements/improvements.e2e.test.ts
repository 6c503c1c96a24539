import { afterEach, describe, expect, it } from 'vitest';
import { closeTestPages, onList, sharedBrowser, signedInAt, tableRows } from '../../../tests/e2e/support';

sharedBrowser();
afterEach(closeTestPages);

const WAIT = { timeout: 60_000 };

describe('/improvesytem', () => {
  it('any member of staff sends a suggestion and sees it first in the list', async () => {
    const page = await signedInAt('/improvesytem', 'support');
    await page.waitForURL(onList('/improvements'), WAIT);
    await tableRows(page).first().waitFor(WAIT);
    await page.getByRole('link', { name: 'สร้าง' }).click();
    await page.locator('input[name="title"]').fill('ค้นหาคำขอด้วยเลขที่');
    await page.getByRole('combobox', { name: 'ส่วนของระบบ' }).click();
    await page.getByRole('option', { name: 'หน้าจอ', exact: true }).click();
    await page.getByRole('button', { name: 'บันทึก' }).click();
    await page.getByText('จำเป็นต้องกรอก').first().waitFor(WAIT);
    await page.locator('textarea[name="detail"]').fill('ลูกค้าโทรมาบอกเลขที่คำขอ อยากค้นได้ทันที');
    await page.getByRole('button', { name: 'บันทึก' }).click();
    await page.getByText('ส่งข้อเสนอแนะแล้ว').waitFor(WAIT);
    const first = tableRows(page).first();
    await expect.poll(() => first.innerText(), WAIT).toContain('ค้นหาคำขอด้วยเลขที่');
    await expect(first.innerText()).resolves.toContain('support');
  });
});
