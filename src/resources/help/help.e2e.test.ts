import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  closeTestPages,
  downloaded,
  newPage,
  scriptsRequested,
  sharedBrowser,
  signInAt,
  signedInAt,
} from '../../../tests/e2e/support';

sharedBrowser();
afterEach(closeTestPages);

const WAIT = { timeout: 60_000 };

/** What a malicious detail carries: a script and an event handler, each setting a marker if it runs. */
const UNSAFE_HTML =
  '<p>ชำระเงินผ่านพร้อมเพย์ได้ทันที</p><script>window.__helpXss = 1</script>' +
  '<img src="x" onerror="window.__helpXss = 2"><p><a href="javascript:window.__helpXss = 3">ลิงก์</a></p>';

const xssMarker = (page: Page) => page.evaluate(() => (window as { __helpXss?: unknown }).__helpXss);

/** A detail's text as the tree shows it: its text there, and nothing that can run. */
async function expectInert(page: Page, body: Locator, text: string) {
  await body.getByText(text).waitFor(WAIT);
  await expect(body.locator('script').count()).resolves.toBe(0);
  await expect(body.locator('[onerror]').count()).resolves.toBe(0);
  await expect(body.locator('a[href^="javascript:"]').count()).resolves.toBe(0);
  // an image without an alt of its own is decorative to a screen reader, not its file name read out
  await expect(body.locator('img:not([alt])').count()).resolves.toBe(0);
  // the broken image has been tried (its error would have fired by now)
  await expect
    .poll(
      () =>
        body
          .locator('img')
          .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
      WAIT,
    )
    .toBe(true);
  for (const link of await body.locator('a').all()) await link.click({ force: true }).catch(() => undefined);
  await expect(xssMarker(page)).resolves.toBeUndefined();
}

/** Pastes HTML into the rich-text editor as a browser does when HTML is on the clipboard. */
async function pasteHtml(editor: Locator, html: string) {
  await editor.click();
  await editor.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/html', pasted);
    data.setData('text/plain', pasted.replace(/<[^>]*>/g, ''));
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

/*
 * The help's one walk in a browser: what needs one is the rich-text editor (a contenteditable, pasted
 * into as a browser pastes HTML) and the sanitised text run by a real browser, whose scripts, event
 * handlers and links would run if they were left (DOMPurify on happy-dom hands them back). The tree's
 * own editing, levels and rights are checked beside it (helpTree.spec.tsx).
 */
describe('/help/kk: the general help tree', () => {
  it('writes a detail whose pasted script never runs: stripped before it is sent, inert when shown, and a stored one as inert', async () => {
    const page = await signedInAt('/help/kk');
    await page.getByRole('heading', { name: 'คู่มือทั่วไป: ทั้งหมด', level: 2 }).waitFor(WAIT);
    const sub = page.locator('[data-testid^="help-sub-"]').filter({ hasText: 'การสมัครสมาชิก' });
    await sub.waitFor(WAIT);

    // a detail, its text pasted as HTML with a script and an event handler, saved through the form
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/HelpDetail')
        sent.push(request.postData() ?? '');
    });
    await sub.getByRole('link', { name: 'เพิ่มรายละเอียด' }).click();
    await page.getByRole('heading', { name: 'รายละเอียดใหม่', level: 2 }).waitFor(WAIT);
    await page.getByText('ใน "การสมัครสมาชิก" (คู่มือทั่วไป)').waitFor(WAIT);
    await page.locator('input[name="title_th"]').fill('ใช้คูปองอย่างไร');
    await page.locator('input[name="title_en"]').fill('How to use a coupon');
    await pasteHtml(page.locator('.ProseMirror'), UNSAFE_HTML);
    await page.locator('.ProseMirror').getByText('ชำระเงินผ่านพร้อมเพย์ได้ทันที').waitFor(WAIT);
    await page.getByRole('button', { name: 'บันทึก' }).click();
    await page.getByRole('heading', { name: 'คู่มือทั่วไป: ทั้งหมด', level: 2 }).waitFor(WAIT);
    expect(sent).toHaveLength(1);
    const body = String(JSON.parse(sent[0]).body);
    expect(body).toContain('ชำระเงินผ่านพร้อมเพย์ได้ทันที');
    expect(body).not.toMatch(/<script|onerror|javascript:/i);

    const detail = sub.locator('[data-testid^="help-detail-"]').filter({ hasText: 'ใช้คูปองอย่างไร' });
    await detail.getByRole('button', { name: 'ดูเนื้อหา "ใช้คูปองอย่างไร"' }).click();
    await expectInert(page, detail.locator('[data-testid^="help-body-"]'), 'ชำระเงินผ่านพร้อมเพย์ได้ทันที');

    await page.getByRole('button', { name: 'ลบ "ใช้คูปองอย่างไร"' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'ยืนยัน' }).click();
    await expect.poll(() => page.getByText('ใช้คูปองอย่างไร', { exact: true }).count(), WAIT).toBe(0);

    // a detail a server stored with a script and an event handler, shown on the details level
    await page.getByRole('tab', { name: 'รายละเอียด', exact: true }).click();
    await page.getByRole('heading', { name: 'คู่มือทั่วไป: รายละเอียด', level: 2 }).waitFor(WAIT);
    const stored = page
      .locator('[data-testid^="help-detail-"]')
      .filter({ hasText: 'ข้อความจากระบบเดิม (ตรวจสอบความปลอดภัย)' });
    await expectInert(page, stored.locator('[data-testid^="help-body-"]'), 'เนื้อหานี้นำเข้าจากระบบเดิม');
  });
});

describe('the wholesaler app help as CSV', () => {
  it("downloads the section's tree flattened, a detail's text as plain text", async () => {
    const page = await signedInAt('/help/kk-ws-sub', 'support');
    await page.getByRole('heading', { name: 'ราคาและสต็อก' }).waitFor(WAIT);
    const download = page.waitForEvent('download', WAIT);
    await page.getByRole('button', { name: 'ส่งออก CSV' }).click();
    const csv = (await downloaded(await download)).toString('utf8');
    expect(csv.split('\r\n')[0]).toBe('\uFEFFระดับ,หัวข้อ,หัวข้อย่อย,รายละเอียด,เนื้อหา');
    expect(csv).toContain('หัวข้อย่อย,การลงขายสินค้า,ราคาและสต็อก,,');
    expect(csv).toContain('เงินเข้าบัญชีภายใน 1–2 วันทำการ ถอนขั้นต่ำ 100 บาท');
    expect(csv).not.toContain('<p>');
  });
});

describe('the help code', () => {
  it("keeps the rich-text editor in the detail screen's chunk and the sanitiser in its own", () => {
    const assets = join(process.cwd(), 'dist', 'assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js') && !file.startsWith('public-'));
    const holding = (text: string) =>
      scripts
        .filter((file) => readFileSync(join(assets, file), 'utf8').includes(text))
        .map((file) => file.replace(/-[\w-]+\.js$/, ''));
    expect(holding('ProseMirror')).toEqual(['HelpDetailForm']);
    expect(holding('DOMPurify')).toEqual(['sanitize']);
  });

  it('the tree does not download the editor', async () => {
    const page = await newPage();
    const scripts = scriptsRequested(page);
    await signInAt(page, 'admin', '/help/kk-ep');
    await page.getByRole('heading', { name: 'การสั่งซื้อสินค้า' }).waitFor(WAIT);
    expect(scripts.some((path) => /\/HelpTree-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.filter((path) => /\/HelpDetailForm-[\w-]+\.js$/.test(path))).toEqual([]);
  });
});
