import { afterAll, describe, expect, it } from 'vitest';
import { closePages, sharedBrowser, signedInAt } from '../../../../tests/e2e/support';

sharedBrowser();
afterAll(closePages);

describe('an edit that meets a change made behind it', () => {
  it('asks, field by field, and sends nothing until the person chooses', async () => {
    const page = await signedInAt('/brands/1', 'admin');
    const title = page.locator('.RaEdit-main input[name="BrandTitle"]');
    await expect.poll(() => title.inputValue()).not.toBe('');
    await title.fill('ชื่อที่ฉันพิมพ์');
    // Meanwhile another person renames the brand.
    const changed = await page.evaluate(() =>
      window.__demo!.changeRecords('brands', 'BrandId', 1, { Brandname: 'ชื่อที่เขาบันทึก' }),
    );
    expect(changed).toBe(1);
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') puts.push(request.postData() ?? '');
    });

    const save = page.getByRole('button', { name: 'บันทึก' });
    await save.click();
    const dialog = page.getByRole('dialog', { name: 'มีผู้อื่นแก้ไขรายการนี้ระหว่างที่คุณแก้ไข' });
    const row = dialog.getByRole('row', { name: /ชื่อแบรนด์/ });
    await expect.poll(() => row.innerText()).toMatch(/ชื่อที่เขาบันทึก\s+ชื่อที่ฉันพิมพ์/);
    expect(puts).toEqual([]);

    // Cancel: nothing sent, what was typed stays.
    await dialog.getByRole('button', { name: 'ยกเลิก ยังไม่บันทึก' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await title.inputValue()).toBe('ชื่อที่ฉันพิมพ์');
    expect(puts).toEqual([]);

    // Again, keeping mine: sent once, with my title.
    await save.click();
    await dialog.getByRole('button', { name: 'ใช้ค่าของฉัน' }).click();
    await page.waitForURL((url) => url.pathname === '/brands');
    expect(puts).toHaveLength(1);
    expect(JSON.parse(puts[0])).toMatchObject({ BrandId: 1, BrandTitle: 'ชื่อที่ฉันพิมพ์' });
    // The server holds mine now.
    await page.goto('/brands/1');
    await expect.poll(() => title.inputValue()).toBe('ชื่อที่ฉันพิมพ์');
  });
});
