import { afterEach, describe, expect, it } from 'vitest';
import {
  closeTestPages,
  onePixelPng,
  onList,
  sharedBrowser,
  signedInAt,
  tableRows,
} from '../../../tests/e2e/support';
import { DEMO_TODAY, dayAfter } from '../../../tests/e2e/clock';
import { thaiTyped, typeDate } from '../../../tests/e2e/dates';

sharedBrowser();
afterEach(closeTestPages);

const WAIT = { timeout: 60_000 };

describe('campaigns', () => {
  it('creates a campaign (its period checked, an image uploaded) and finds it in the list', async () => {
    const page = await signedInAt('/advertise/newcampaign', 'sales');
    await page.waitForURL('**/campaigns/create', WAIT);
    const today = DEMO_TODAY;
    const later = dayAfter(today, 30);
    await page.locator('input[name="name"]').fill('แคมเปญทดสอบปลายเดือน');
    await typeDate(page, 'startDate', thaiTyped(later));
    await typeDate(page, 'endDate', thaiTyped(today));
    await page.getByRole('combobox', { name: 'แอปเป้าหมาย' }).click();
    await page.getByRole('option', { name: 'แอปร้านค้าโชห่วย', exact: true }).click();
    // Saved before an image is chosen: each field says what it lacks, the image's too.
    await page.getByRole('button', { name: 'บันทึก' }).click();
    await page.getByText('วันสิ้นสุดต้องไม่ก่อนวันเริ่ม').waitFor(WAIT);
    await page.getByText('กรุณาอัปโหลดรูปภาพของแคมเปญ').waitFor(WAIT);
    await page.getByTestId('image-input-imageUrl').setInputFiles(onePixelPng('campaign.png'));
    await page.getByRole('img', { name: 'รูปภาพ' }).waitFor(WAIT);
    await expect.poll(() => page.getByText('กรุณาอัปโหลดรูปภาพของแคมเปญ').count()).toBe(0);

    // A day that does not exist keeps the form from being saved.
    await typeDate(page, 'endDate', '31/02/2570');
    await page.getByRole('button', { name: 'บันทึก' }).click();
    await page.getByText('วันที่ไม่ถูกต้อง: ไม่มีวันนี้ในปฏิทิน').first().waitFor(WAIT);
    expect(await page.getByText('สร้างแคมเปญแล้ว').count()).toBe(0);

    await typeDate(page, 'endDate', thaiTyped(later));
    await page.getByRole('button', { name: 'บันทึก' }).click();
    await page.getByText('สร้างแคมเปญแล้ว').waitFor(WAIT);
    await page.waitForURL(onList('/campaigns'), WAIT);
    await page.getByRole('textbox', { name: 'ค้นหาชื่อแคมเปญ' }).fill('ทดสอบปลายเดือน');
    const row = tableRows(page).filter({ hasText: 'แคมเปญทดสอบปลายเดือน' });
    await row.waitFor(WAIT);
    await expect(row.innerText()).resolves.toContain(thaiTyped(later));
  });
});
