import { afterEach, describe, expect, it } from 'vitest';
import {
  closeTestPages,
  setFault,
  sharedBrowser,
  signIn,
  signInAt,
  signedInAt,
} from '../../../tests/e2e/support';

sharedBrowser();
afterEach(closeTestPages);

const WAIT = { timeout: 60_000 };

describe('/role', () => {
  it('gives the sales role the diagnostics entry after a confirmation, and sales may then open it', async () => {
    const page = await signedInAt('/test', 'sales');
    await page.getByTestId('not-allowed').waitFor(WAIT);
    await page.getByTestId('drawer-logout').click();
    await signIn(page, 'admin');

    await page.goto('/role');
    await page.getByRole('heading', { level: 2, name: 'สิทธิ์การใช้งานตามบทบาท' }).waitFor(WAIT);
    await page.getByTestId('role-tab-sales').click();
    const screens = page.getByTestId('role-screens');
    await screens.getByText('แบรนด์').first().waitFor(WAIT);
    expect(await screens.getByText('ตรวจสอบระบบ').count()).toBe(0);

    const entry = page.getByRole('checkbox', { name: 'ตรวจสอบระบบ: ฝ่ายขาย เห็นเมนูนี้' });
    expect(await entry.isChecked()).toBe(false);
    await entry.check();
    await screens.getByText('ตรวจสอบระบบ').waitFor(WAIT);
    await page.getByTestId('role-draft-bar').getByText('การเปลี่ยนแปลงที่ยังไม่บันทึก: 1 เมนู').waitFor();

    await page.getByRole('button', { name: 'ตรวจสอบและบันทึก' }).click();
    const dialog = page.getByRole('dialog', { name: 'บันทึกการเปลี่ยนสิทธิ์เหล่านี้หรือไม่' });
    const written = dialog.getByTestId('role-confirm-entries');
    await expect.poll(() => written.innerText(), WAIT).toContain('ตรวจสอบระบบ');
    expect(await written.innerText()).toContain('/test');
    expect(await dialog.getByTestId('role-confirm-screens').innerText()).toMatch(
      /ฝ่ายขาย\s+ได้รับ:\s+ตรวจสอบระบบ/,
    );

    const put = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().includes('/api/Mainmenu/20'),
    );
    await dialog.getByRole('button', { name: 'บันทึกการเปลี่ยนแปลง' }).click();
    expect(JSON.parse((await put).postData() ?? '{}').allowedroles).toEqual(['admin', 'sales']);
    await page.getByText('บันทึกสิทธิ์แล้ว: เขียน 1 เมนู').waitFor(WAIT);
    await expect.poll(() => page.getByTestId('role-draft-bar').count(), WAIT).toBe(0);

    await page.getByTestId('drawer-logout').click();
    await signInAt(page, 'sales', '/test');
    await page.getByRole('heading', { level: 2, name: 'ตรวจสอบระบบ' }).waitFor(WAIT);
    expect(await page.getByTestId('not-allowed').count()).toBe(0);
  });

  it("refuses to take the last role off an entry; a server failure, or another person's change meanwhile, keeps the change unsaved", async () => {
    const page = await signedInAt('/role');
    const diagnostics = page.getByRole('checkbox', { name: 'ตรวจสอบระบบ: ผู้ดูแลระบบ เห็นเมนูนี้' });
    await diagnostics.waitFor(WAIT);
    expect(await diagnostics.isChecked()).toBe(true);
    expect(await diagnostics.isDisabled()).toBe(true);

    await page.getByTestId('role-tab-support').click();
    await setFault(page, { method: 'PUT', path: '/api/Mainmenu/20', status: 503 });
    await page.getByRole('checkbox', { name: 'ตรวจสอบระบบ: ฝ่ายบริการลูกค้า เห็นเมนูนี้' }).check();
    await page.getByRole('button', { name: 'ตรวจสอบและบันทึก' }).click();
    await page.getByRole('button', { name: 'บันทึกการเปลี่ยนแปลง' }).click();
    await page.getByText(/บันทึกไม่สำเร็จ 1 จาก 1 เมนู/).waitFor(WAIT);
    await page.getByTestId('role-draft-bar').getByText('การเปลี่ยนแปลงที่ยังไม่บันทึก: 1 เมนู').waitFor(WAIT);
    expect(await page.getByRole('checkbox', { name: 'ตรวจสอบระบบ: ฝ่ายบริการลูกค้า เห็นเมนูนี้' }).isChecked()).toBe(
      true,
    );

    // Meanwhile another person gives the entry to finance: the save reads it again and writes nothing over it.
    await page.evaluate(() => window.__demo!.clearFaults());
    await page.evaluate(() =>
      window.__demo!.changeRecords('Mainmenu', 'id', 20, { allowedroles: ['admin', 'finance'] }),
    );
    let puts = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT') puts += 1;
    });
    await page.getByRole('button', { name: 'ตรวจสอบและบันทึก' }).click();
    await page.getByRole('button', { name: 'บันทึกการเปลี่ยนแปลง' }).click();
    await page.getByText(/มีผู้อื่นแก้ไขบทบาทของรายการนี้ไปก่อนแล้ว/).waitFor(WAIT);
    expect(puts).toBe(0);
    await page.getByTestId('role-draft-bar').getByText('การเปลี่ยนแปลงที่ยังไม่บันทึก: 1 เมนู').waitFor(WAIT);
    // The person's change now stands over theirs: finance keeps the entry, support is still given.
    await page.getByTestId('role-tab-finance').click();
    await expect
      .poll(() => page.getByRole('checkbox', { name: 'ตรวจสอบระบบ: ฝ่ายการเงิน เห็นเมนูนี้' }).isChecked(), WAIT)
      .toBe(true);
    const put = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().includes('/api/Mainmenu/20'),
    );
    await page.getByRole('button', { name: 'ตรวจสอบและบันทึก' }).click();
    await page.getByRole('button', { name: 'บันทึกการเปลี่ยนแปลง' }).click();
    expect(JSON.parse((await put).postData() ?? '{}').allowedroles).toEqual(['admin', 'finance', 'support']);
    await page.getByText('บันทึกสิทธิ์แล้ว: เขียน 1 เมนู').waitFor(WAIT);
    await expect.poll(() => page.getByTestId('role-draft-bar').count(), WAIT).toBe(0);

    // Sales too; meanwhile another person gives sales the entry as well: nothing left to write, and
    // the change leaves the draft instead of waiting there as one.
    await page.getByTestId('role-tab-sales').click();
    await page.getByRole('checkbox', { name: 'ตรวจสอบระบบ: ฝ่ายขาย เห็นเมนูนี้' }).check();
    await page.evaluate(() =>
      window.__demo!.changeRecords('Mainmenu', 'id', 20, {
        allowedroles: ['admin', 'finance', 'support', 'sales'],
      }),
    );
    puts = 0;
    await page.getByRole('button', { name: 'ตรวจสอบและบันทึก' }).click();
    await page.getByRole('button', { name: 'บันทึกการเปลี่ยนแปลง' }).click();
    await page.getByText('บันทึกสิทธิ์แล้ว: เขียน 0 เมนู อีก 1 เมนูมีผู้อื่นเปลี่ยนเป็นแบบเดียวกันไว้แล้ว').waitFor(WAIT);
    await expect.poll(() => page.getByTestId('role-draft-bar').count(), WAIT).toBe(0);
    expect(puts).toBe(0);
  });
});
