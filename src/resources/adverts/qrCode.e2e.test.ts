import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  closePages,
  downloaded,
  newPage,
  sharedBrowser,
  signInAt,
} from '../../../tests/e2e/support';

sharedBrowser();

const WAIT = { timeout: 60_000 };
let page: Page;

beforeAll(async () => {
  page = await newPage();
  await signInAt(page, 'sales', '/advertise/genqrcode');
  await page.getByRole('heading', { name: 'สร้างคิวอาร์โค้ด' }).waitFor(WAIT);
});
afterAll(closePages);

async function downloadOf(button: string): Promise<{ name: string; body: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download', WAIT) as Promise<Download>,
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: download.suggestedFilename(), body: await downloaded(download) };
}

describe('/advertise/genqrcode', () => {
  it('makes a QR code of the landing link for an app and advert type; the PNG decodes back to that link', async () => {
    await page.getByRole('combobox', { name: 'แอป' }).click();
    await page.getByRole('option', { name: 'แอปผู้ขายส่ง' }).click();
    await page.locator('input[name="typeAdv"]').fill('flyer');
    const expected = `${baseUrl()}/Adv?TypeApp=WS&TypeAdv=FLYER`;
    await expect.poll(() => page.getByTestId('qr-link').innerText(), WAIT).toBe(expected);

    const png = await downloadOf('ดาวน์โหลด PNG');
    expect(png.name).toBe('qr-ws-flyer.png');
    const image = PNG.sync.read(png.body);
    expect(image.width).toBeGreaterThanOrEqual(1000);
    const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    expect(decoded?.data).toBe(expected);

    const svg = await downloadOf('ดาวน์โหลด SVG');
    expect(svg.name).toBe('qr-ws-flyer.svg');
    expect(svg.body.toString('utf8')).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });
});
