import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { closeTestPages, downloaded, onList, pdfText, signedInAt, sharedBrowser } from './support';

sharedBrowser();
afterEach(closeTestPages);

// A 1×1 PNG, as a staff member's logo file would be.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const image = (name = 'logo.png') => ({ name, mimeType: 'image/png', buffer: PNG });

const rows = (page: Page) => page.locator('.RaDataTable-table tbody tr');

/** True once the list shows rows and every one of them holds each text (an empty list is not a match). */
async function everyRowContains(page: Page, ...texts: string[]) {
  const shown = await rows(page).allInnerTexts();
  return shown.length > 0 && shown.every((row) => texts.every((text) => row.includes(text)));
}

/**
 * Searches and waits until the list shows exactly one row, and it is the one searched for. It waits
 * for the list's answer to this search first: rows already on screen may match (the record just
 * saved), and the answer arriving later draws the list again under a click meant for them.
 */
async function searchOnly(page: Page, placeholder: string, text: string) {
  const answered = page.waitForResponse((response) => {
    const url = response.url().replace(/\+/g, ' ');
    try {
      return decodeURIComponent(url).includes(text);
    } catch {
      return false;
    }
  });
  await page.getByPlaceholder(placeholder).fill(text);
  await answered;
  await expect
    .poll(async () => {
      const texts = await rows(page).allInnerTexts();
      return texts.length === 1 && texts[0].includes(text);
    })
    .toBe(true);
}

describe('brands', () => {
  it('searches, adds with a logo, edits and deletes after confirming', async () => {
    const page = await signedInAt('/brand');
    await page.waitForURL(onList('/brands'));
    await rows(page).first().waitFor();
    await page.getByPlaceholder('ค้นหาชื่อแบรนด์').fill('มาม่า');
    await expect.poll(() => everyRowContains(page, 'มาม่า')).toBe(true);

    await page.goto('/brand/components/AddBrand');
    await page.waitForURL('**/brands/create');
    await page.locator('input[name="BrandTitle"]').fill('แบรนด์ทดสอบอัตโนมัติ');
    await page.getByTestId('image-input-BrandImgUrl').setInputFiles(image());
    await page.getByTestId('image-preview-BrandImgUrl').locator('img').waitFor();
    await page.getByRole('button', { name: 'บันทึก' }).click();
    await page.getByText('เพิ่มแบรนด์เรียบร้อยแล้ว').waitFor();
    await page.waitForURL(onList('/brands'));

    await searchOnly(page, 'ค้นหาชื่อแบรนด์', 'แบรนด์ทดสอบอัตโนมัติ');
    await rows(page).first().getByRole('link', { name: 'แก้ไข' }).click();
    await page.locator('input[name="BrandTitle"]').fill('แบรนด์ทดสอบแก้ไขแล้ว');
    await page.getByRole('button', { name: 'บันทึก' }).click();
    await page.getByText('แก้ไขแบรนด์เรียบร้อยแล้ว').waitFor();

    await searchOnly(page, 'ค้นหาชื่อแบรนด์', 'แบรนด์ทดสอบแก้ไขแล้ว');
    await rows(page).first().getByRole('button', { name: 'ลบ' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'ยืนยัน' }).click();
    await page.getByText('ลบแบรนด์เรียบร้อยแล้ว').waitFor();
    await page.getByText('ล้างตัวกรอง').first().waitFor();
  });
});

describe('products', () => {
  it('exports the filtered list to a PDF whose text has the Thai product names', async () => {
    const page = await signedInAt('/products');
    await page.getByPlaceholder('ชื่อสินค้า').fill('มาม่า');
    await expect.poll(() => everyRowContains(page, 'มาม่า')).toBe(true);
    const names = (await rows(page).locator('td:nth-child(3)').allInnerTexts())
      .slice(0, 5)
      .map((name) => name.trim());
    expect(names.length).toBeGreaterThan(0);
    const download = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByRole('button', { name: 'PDF' }).click();
    const bytes = await downloaded(await download);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain('แคตตาล็อกสินค้า');
    for (const name of names) {
      // a long name may wrap inside its column: each of its words is there
      for (const word of name.split(/\s+/)) expect(text).toContain(word);
    }
  });

  it('exports the filtered list to CSV with Thai headers', async () => {
    const page = await signedInAt('/products');
    await page.getByPlaceholder('ชื่อสินค้า').fill('มาม่า');
    await expect.poll(() => everyRowContains(page, 'มาม่า')).toBe(true);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'ส่งออก' }).click();
    const file = join(mkdtempSync(join(tmpdir(), 'csv-')), 'products.csv');
    await (await download).saveAs(file);
    expect((await download).suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(file, 'utf8');
    // a byte-order mark, so spreadsheets read the Thai as UTF-8; worded Thai headers
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const [header, ...lines] = csv.slice(1).split('\r\n').filter(Boolean);
    expect(header.split(',').slice(0, 3)).toEqual(['รหัส', 'ชื่อสินค้า', 'หมวดหมู่']);
    // the filtered rows (every page of them), and only them
    expect(lines.length).toBeGreaterThanOrEqual(await rows(page).count());
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.includes('มาม่า'))).toBe(true);
  });
});
