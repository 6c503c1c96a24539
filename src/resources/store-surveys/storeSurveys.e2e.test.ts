import { afterAll, describe, expect, it } from 'vitest';
import { choose, closePages, sharedBrowser, tableRows, signedInAt } from '../../../tests/e2e/support';
import { BROWSER_TEST_KEYS } from '../../../tests/e2e/testConfig';
import { fillStoreSurvey, surveyForm } from './storeSurveySteps.e2e';

sharedBrowser();
afterAll(closePages);

describe('store surveys', () => {
  it('are created with a cascaded address, a Thai phone and a photo; then registered, edited and deleted', async () => {
    const page = await signedInAt('/sales/storesurvey', 'sales');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/store-surveys');
    await tableRows(page).first().waitFor();
    await expect.poll(() => tableRows(page).count()).toBe(BROWSER_TEST_KEYS.listPerPage);

    await page.getByRole('link', { name: 'สร้าง' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/store-surveys/create');
    const form = surveyForm(page);
    await fillStoreSurvey(form, { storename: 'ร้านป้าแดง ท่าพระ', contactname: 'แดง ทดลองดี', phone: '12345' });
    await page.getByRole('button', { name: 'บันทึก' }).click();
    // Not interested and no reason, and a phone that is not Thai: both said, nothing sent.
    await expect.poll(() => page.getByText('เบอร์โทรศัพท์ไม่ถูกต้อง', { exact: false }).count()).toBe(1);
    await expect.poll(() => page.getByText('โปรดระบุเหตุผลที่ร้านไม่สนใจ').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/store-surveys/create');

    await form.getByLabel('เบอร์โทรศัพท์').fill('081 234 5678');
    await form.getByLabel('สนใจเข้าร่วม').check();
    await page.getByRole('button', { name: 'บันทึก' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/store-surveys');
    const created = tableRows(page).filter({ hasText: 'ร้านป้าแดง ท่าพระ' });
    await expect.poll(() => created.count()).toBe(1);
    await expect.poll(() => tableRows(page).first().innerText()).toContain('ร้านป้าแดง ท่าพระ');
    const cells = await created.innerText();
    // The phone is masked in the list, like a partner's.
    for (const shown of ['ร้านโชห่วย', 'แดง ทดลองดี', '08x-xxx-5678', 'ขอนแก่น', 'เมืองขอนแก่น', 'sales'])
      expect(cells).toContain(shown);
    expect(cells).not.toContain('081-234-5678');
    await expect.poll(() => created.locator('img').getAttribute('src')).toMatch(/\/demo-files\/upload\/\d+$/);

    // The store agreed: an invitation to register goes to the address staff give.
    await created.getByRole('button', { name: 'ส่งอีเมลลงทะเบียน' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('อีเมลของร้าน').fill('pa-daeng@example');
    await dialog.getByRole('button', { name: 'ส่งอีเมล' }).click();
    await expect.poll(() => dialog.getByText('ต้องเป็นอีเมลที่ถูกต้อง').count()).toBe(1);
    await dialog.getByLabel('อีเมลของร้าน').fill('pa-daeng@example.co.th');
    await dialog.getByRole('button', { name: 'ส่งอีเมล' }).click();
    await expect.poll(() => page.getByText('ส่งอีเมลลงทะเบียนไปที่ pa-daeng@example.co.th แล้ว').count()).toBe(1);
    await expect.poll(() => dialog.count()).toBe(0);

    // Edit: the address comes back as chosen, and another district empties the levels below it.
    await created.getByText('ร้านป้าแดง ท่าพระ').click();
    await expect.poll(() => form.getByLabel('ตำบล/แขวง').inputValue()).toBe('ท่าพระ');
    // The phone is masked in the form too until sales reveals it; then it is the input.
    await expect.poll(() => form.getByTestId('sensitive-contactphoneNo').innerText()).toBe('08x-xxx-5678');
    await form.getByRole('button', { name: 'แสดง เบอร์โทรศัพท์' }).click();
    await expect.poll(() => form.getByLabel('เบอร์โทรศัพท์').inputValue()).toBe('0812345678');
    await choose(form, 'อำเภอ/เขต', 'บ้านไผ่', 'บ้านไผ่');
    await expect.poll(() => form.getByLabel('ตำบล/แขวง').inputValue()).toBe('');
    await expect.poll(() => form.getByLabel('รหัสไปรษณีย์').inputValue()).toBe('');
    await choose(form, 'ตำบล/แขวง', 'ในเมือง', 'ในเมือง');
    await expect.poll(() => form.getByLabel('รหัสไปรษณีย์').inputValue()).toBe('40110');
    await page.getByRole('button', { name: 'บันทึก' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/store-surveys');
    await expect.poll(() => created.innerText()).toContain('บ้านไผ่');

    // Delete, after a confirmation.
    await created.getByRole('button', { name: 'ลบ' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'ยืนยัน' }).click();
    await expect.poll(() => created.count()).toBe(0);
  });
});
