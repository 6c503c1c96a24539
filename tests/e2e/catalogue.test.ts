import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { closeTestPages, onList, setFault, signedInAt, sharedBrowser } from './support';
import { BROWSER_TEST_KEYS } from './testConfig';

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

  it('hides a column with the column chooser', async () => {
    const page = await signedInAt('/brands');
    await rows(page).first().waitFor();
    await expect(page.getByRole('columnheader', { name: 'โลโก้' }).count()).resolves.toBe(1);
    await page.getByRole('button', { name: 'คอลัมน์' }).click();
    await page.getByRole('menu').getByText('โลโก้').click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('columnheader', { name: 'โลโก้' }).count()).toBe(0);
  });

  it('asks before leaving a form with unsaved changes', async () => {
    const page = await signedInAt('/brands/create');
    await page.locator('input[name="BrandTitle"]').fill('ยังไม่ได้บันทึก');
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', async (dialog) => {
        resolve(dialog.message());
        await dialog.dismiss();
      }),
    );
    await page.getByRole('menuitem', { name: 'แดชบอร์ด' }).click();
    expect(await asked).toMatch(/\S/);
    // staying keeps what was typed
    expect(new URL(page.url()).pathname).toBe('/brands/create');
    await expect(page.locator('input[name="BrandTitle"]').inputValue()).resolves.toBe('ยังไม่ได้บันทึก');
  });

  it('says a failed upload failed and keeps the form', async () => {
    const page = await signedInAt('/brands/create');
    await page.locator('input[name="BrandTitle"]').fill('แบรนด์ที่อัปโหลดไม่ผ่าน');
    await setFault(page, {
      method: 'POST',
      path: '/product/api/v1/Upload',
      status: 500,
      message: 'Storage is full',
    });
    await page.getByTestId('image-input-BrandImgUrl').setInputFiles(image());
    // A 5xx says "server problem", never its own text (docs/api.md, "Errors").
    await page.getByText(/อัปโหลดรูปภาพไม่สำเร็จ: เซิร์ฟเวอร์เกิดปัญหา/).waitFor();
    await expect(page.getByText('Storage is full').count()).resolves.toBe(0);
    await expect(page.getByTestId('image-preview-BrandImgUrl').locator('img').count()).resolves.toBe(0);
    await expect(page.locator('input[name="BrandTitle"]').inputValue()).resolves.toBe('แบรนด์ที่อัปโหลดไม่ผ่าน');
    // an answer without an image URL is a failed upload too
    await setFault(page, {
      method: 'POST',
      path: '/product/api/v1/Upload',
      status: 200,
      body: { ResponseCode: 200, Data: {} },
    });
    await page.getByTestId('image-input-BrandImgUrl').setInputFiles(image('again.png'));
    await page.getByText('ล้มเหลว : อัปโหลดไม่สำเร็จ').waitFor();
  });

  it('refuses an SVG named .png before any upload call, and says which images it takes', async () => {
    const page = await signedInAt('/brands/create');
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/Upload'))
        uploads.push(request.url());
    });
    const input = page.getByTestId('image-input-BrandImgUrl');
    await expect(input.getAttribute('accept')).resolves.toBe('image/png,image/jpeg,image/webp');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
    );
    await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: svg });
    await page.getByText('อัปโหลดได้เฉพาะรูปภาพ PNG, JPEG หรือ WebP: ไฟล์นี้ไม่ใช่รูปภาพชนิดดังกล่าว').waitFor();
    await expect(page.getByTestId('image-preview-BrandImgUrl').locator('img').count()).resolves.toBe(0);
    // A real PNG still goes, and its call is the only one made: the SVG made none.
    await input.setInputFiles(image());
    await page.getByTestId('image-preview-BrandImgUrl').locator('img').waitFor();
    expect(uploads).toHaveLength(1);
  });
});

describe('categories and sub-categories', () => {
  it('toggles a category with its switch and adds one', async () => {
    const page = await signedInAt('/master-data/category');
    await page.waitForURL(onList('/categories'));
    const toggle = rows(page).first().getByRole('switch');
    const before = await toggle.isChecked();
    await toggle.click();
    await page.getByText('เปลี่ยนสถานะหมวดหมู่เรียบร้อยแล้ว').waitFor();
    await expect.poll(() => toggle.isChecked()).toBe(!before);

    // Another person switches it back meanwhile: a move on the state shown sends no PATCH (which
    // would flip it once more), and the switch shows the state the server holds.
    const title = (await rows(page).first().locator('td.column-Tiltle').innerText()).trim();
    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push(request.url());
    });
    const changed = await page.evaluate(
      ([name, active]) => window.__demo!.changeRecords('categories', 'Tiltle', name, { IsActive: active }),
      [title, before] as const,
    );
    expect(changed).toBe(1);
    await toggle.click();
    await page.getByText(`ไม่ได้เปลี่ยน: ${title} ถูกเปลี่ยนเป็น`, { exact: false }).waitFor();
    await expect.poll(() => toggle.isChecked()).toBe(before);
    expect(patches).toEqual([]);

    await page.goto('/categories/create');
    await page.locator('input[name="CategoryCode"]').fill('PET!');
    await page.getByRole('button', { name: 'บันทึก' }).click();
    await page.getByText('จำเป็นต้องกรอก').first().waitFor();
    await page.getByText('ใช้ได้เฉพาะตัวอักษรอังกฤษ ตัวเลข - และ _').waitFor();
    await page.locator('input[name="Tiltle"]').fill('อาหารสัตว์เลี้ยง');
    await page.locator('input[name="CategoryCode"]').fill('PET');
    await page.getByRole('button', { name: 'บันทึก' }).click();
    await page.getByText('เพิ่มหมวดหมู่เรียบร้อยแล้ว').waitFor();
    // Back on the list, sorted by id: the new category is found by its name, as a person finds it.
    await page.waitForURL(onList('/categories'));
    await page.getByPlaceholder('ค้นหา', { exact: true }).fill('อาหารสัตว์เลี้ยง');
    await expect.poll(() => rows(page).filter({ hasText: 'อาหารสัตว์เลี้ยง' }).count()).toBe(1);
  });

  it('filters sub-categories by category', async () => {
    const page = await signedInAt('/master-data/sub-category');
    await page.waitForURL(onList('/subcategories'));
    await rows(page).first().waitFor();
    await chooseSelect(page, 'หมวดหมู่', 'เครื่องดื่ม');
    await expect.poll(() => everyRowContains(page, 'เครื่องดื่ม')).toBe(true);
  });
});

describe('units', () => {
  it('lists the units, read-only', async () => {
    const page = await signedInAt('/units');
    await page.getByText('กิโลกรัม').waitFor();
    await expect(page.getByRole('link', { name: 'สร้าง' }).count()).resolves.toBe(0);
  });
});

/** A select by its label (a required one's label ends with an asterisk). */
const select = (page: Page, label: string) =>
  page.getByRole('combobox', { name: new RegExp(`^${label}(\\s*\\*)?(\\s|$)`) });

async function chooseSelect(page: Page, label: string, option: string) {
  await select(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillProduct(page: Page, name: string) {
  await chooseSelect(page, 'หมวดหมู่', 'เครื่องดื่ม');
  await select(page, 'หมวดหมู่ย่อย').click();
  await page.getByRole('option').first().click();
  await page.getByRole('combobox', { name: /^แบรนด์/ }).fill('คริสตัล');
  await page.getByRole('option', { name: 'คริสตัล', exact: true }).click();
  await page.locator('input[name="ProductName"]').fill(name);
  await page.locator('input[name="Barcode"]').fill('8851234567895');
  await chooseSelect(page, 'หน่วยนับ', 'ขวด');
  await page.locator('input[name="MeasurementValue"]').fill('600');
  await page.locator('input[name="SizeWidth"]').fill('6');
  await page.locator('input[name="SizeLong"]').fill('6');
  await page.locator('input[name="SizeHeight"]').fill('22');
  await page.getByTestId('image-input-ImgUrl').setInputFiles(image('bottle.png'));
  await page.getByTestId('image-preview-ImgUrl').locator('img').waitFor();
}

describe('products', () => {
  it('shows a page of rows with images, and keeps its filters across visits', async () => {
    const page = await signedInAt('/product');
    // the list, with or without its filters in the query
    await page.waitForURL(/\/products(\?|$)/);
    // A page of the size config.json gives (the tests' own: testConfig.ts).
    await expect.poll(() => rows(page).count()).toBe(BROWSER_TEST_KEYS.listPerPage);
    await expect(rows(page).first().locator('img').count()).resolves.toBe(1);
    await chooseSelect(page, 'หมวดหมู่', 'เครื่องดื่ม');
    await select(page, 'หมวดหมู่ย่อย').click();
    const subcategory = (await page.getByRole('option').nth(1).innerText()).trim();
    await page.getByRole('option').nth(1).click();
    await page.getByPlaceholder('ชื่อสินค้า').fill('น้ำ');
    // The name applied (it is kept with the filters once applied, after the typing pauses): rows
    // of the sub-category alone could be the ones from before it.
    await expect.poll(() => everyRowContains(page, subcategory, 'น้ำ')).toBe(true);
    await expect.poll(() => decodeURIComponent(page.url())).toContain('"ProductName":"น้ำ"');
    // react-admin keeps the address's filters for the next visit a moment later, once the list has
    // drawn them (an effect after the move): a person leaves after that, and so does the test.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage).some(
            (key) =>
              key.endsWith('products.listParams') &&
              (localStorage.getItem(key) ?? '').includes('"ProductName":"น้ำ"'),
          ),
        ),
      )
      .toBe(true);
    await page.goto('/brands');
    await rows(page).first().waitFor();
    await page.goto('/products');
    // the kept filters fill the form as the list is drawn again
    await expect.poll(() => page.getByPlaceholder('ชื่อสินค้า').inputValue()).toBe('น้ำ');
    await expect.poll(() => select(page, 'หมวดหมู่ย่อย').innerText()).toContain(subcategory);
    await expect.poll(() => everyRowContains(page, subcategory, 'น้ำ')).toBe(true);
  });

  it('saves the current filters as a named query and applies it again', async () => {
    const page = await signedInAt('/products');
    await rows(page).first().waitFor();
    await chooseSelect(page, 'หมวดหมู่', 'เครื่องดื่มแอลกอฮอล์');
    await expect.poll(() => everyRowContains(page, 'เครื่องดื่มแอลกอฮอล์')).toBe(true);
    await page.getByRole('button', { name: 'เพิ่มตัวกรอง' }).click();
    await page.getByRole('menuitem', { name: 'บันทึกคำค้นปัจจุบัน...' }).click();
    await page.getByRole('dialog').getByRole('textbox').fill('เหล้าและเบียร์');
    await page.getByRole('dialog').getByRole('button', { name: 'บันทึก' }).click();
    await page.getByRole('button', { name: 'เพิ่มตัวกรอง' }).click();
    await page.getByRole('menuitem', { name: 'ลบตัวกรองทั้งหมด' }).click();
    await expect
      .poll(async () => (await rows(page).allInnerTexts()).some((text) => !text.includes('เครื่องดื่มแอลกอฮอล์')))
      .toBe(true);
    await page.getByRole('button', { name: 'เพิ่มตัวกรอง' }).click();
    await page.getByRole('menuitem', { name: 'เหล้าและเบียร์' }).click();
    await expect.poll(() => everyRowContains(page, 'เครื่องดื่มแอลกอฮอล์')).toBe(true);
  });

  it('adds a product through the three steps, shows it for editing, and deletes it', async () => {
    const page = await signedInAt('/product/components/AddProduct');
    await page.waitForURL('**/products/create');
    await fillProduct(page, 'น้ำดื่มทดสอบระบบ 600 มล.');
    await page.getByRole('button', { name: 'บันทึก' }).click();
    await page.getByText('เพิ่มสินค้าเรียบร้อยแล้ว').waitFor();
    // the list, with or without its filters in the query
    await page.waitForURL(/\/products(\?|$)/);
    await searchOnly(page, 'ชื่อสินค้า', 'น้ำดื่มทดสอบระบบ');
    await rows(page).first().click();
    await page.waitForURL(/\/products\/\d+$/);
    // the list's name filter is also an input named ProductName: read the edit form's own
    const form = page.locator('.RaEdit-main');
    await expect
      .poll(() => form.locator('input[name="ProductName"]').inputValue())
      .toBe('น้ำดื่มทดสอบระบบ 600 มล.');
    await expect(form.locator('input[name="SizeHeight"]').inputValue()).resolves.toBe('22');
    await expect(form.getByTestId('image-preview-ImgUrl').locator('img').count()).resolves.toBe(1);
    await form.locator('input[name="SizeHeight"]').fill('23');
    await page.getByRole('button', { name: 'บันทึก' }).click();
    await page.getByText('แก้ไขสินค้าเรียบร้อยแล้ว').waitFor();
    // the list, with or without its filters in the query
    await page.waitForURL(/\/products(\?|$)/);
    await rows(page).first().getByRole('button', { name: 'ลบ' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'ยืนยัน' }).click();
    await page.getByText('ลบสินค้าเรียบร้อยแล้ว').waitFor();
  });

  it('keeps what was typed while the edited product is still being read', async () => {
    const page = await signedInAt('/products');
    await rows(page).first().waitFor();
    // the product's own read answers 3 s late: until then the form shows the row the list had
    await setFault(page, { method: 'GET', path: '/product/api/v1/Product/Product', delayMs: 3000 });
    const read = page.waitForResponse((response) => response.url().includes('/Product/Product?'), {
      timeout: 30_000,
    });
    await rows(page).first().click();
    const name = page.locator('.RaEdit-main input[name="ProductName"]');
    await expect.poll(() => name.inputValue(), { timeout: 30_000 }).not.toBe('');
    await name.fill('ชื่อที่พิมพ์ระหว่างอ่านข้อมูล');
    await read;
    await page.waitForLoadState('networkidle');
    await expect(name.inputValue()).resolves.toBe('ชื่อที่พิมพ์ระหว่างอ่านข้อมูล');
    await expect(page.getByRole('button', { name: 'บันทึก' }).isEnabled()).resolves.toBe(true);
  });

  it('goes back to the list after a save during which the product was read again, asking nothing', async () => {
    const page = await signedInAt('/products');
    await rows(page).first().waitFor();
    // Its first read answers while the save runs: the form is reset under the save (run 35).
    await setFault(page, { method: 'GET', path: '/product/api/v1/Product/Product', delayMs: 3000 });
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await rows(page).first().click();
    const height = page.locator('.RaEdit-main input[name="SizeHeight"]');
    await expect.poll(() => height.inputValue(), { timeout: 30_000 }).not.toBe('');
    const taller = String(Number(await height.inputValue()) + 1);
    await height.fill(taller);
    await page.getByRole('button', { name: 'บันทึก' }).click();
    await page.getByText('แก้ไขสินค้าเรียบร้อยแล้ว').waitFor();
    // The list, not a question whether to discard the changes just saved (which stayed on the form).
    await expect
      .poll(() => (asked.length ? `asked: ${asked.join()}` : new URL(page.url()).pathname))
      .toBe('/products');
  });

  it('a create failing at the attribute step says so, shows no success, and leaves no half-made product', async () => {
    const page = await signedInAt('/products/create');
    await fillProduct(page, 'สินค้าที่ต้องล้มเหลว');
    await setFault(page, {
      method: 'POST',
      path: '/product/api/v1/ProductAttribute/systemproductattribute',
      status: 500,
      message: 'Attribute service is down',
    });
    await page.getByRole('button', { name: 'บันทึก' }).click();
    await page.getByText(/เพิ่มคุณสมบัติสินค้าไม่สำเร็จ: เซิร์ฟเวอร์เกิดปัญหา/).waitFor();
    await expect(page.getByText('เพิ่มสินค้าเรียบร้อยแล้ว').count()).resolves.toBe(0);
    // the form and what was typed stay
    await expect(page.locator('input[name="ProductName"]').inputValue()).resolves.toBe('สินค้าที่ต้องล้มเหลว');
    await page.evaluate(() => window.__demo!.clearFaults());
    await page.goto('/products');
    await page.getByPlaceholder('ชื่อสินค้า').fill('สินค้าที่ต้องล้มเหลว');
    await page.getByRole('button', { name: 'ล้างตัวกรอง' }).or(page.getByText('ล้างตัวกรอง')).first().waitFor();
    await expect(rows(page).count()).resolves.toBe(0);
  });

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
    const file = join(mkdtempSync(join(tmpdir(), 'pdf-')), 'products.pdf');
    await (await download).saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8').replace(/\s+/g, ' ');
    expect(text).toContain('แคตตาล็อกสินค้า');
    for (const name of names) {
      // a long name may wrap inside its column: each of its words is there
      for (const word of name.split(/\s+/)) expect(text).toContain(word);
    }
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
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

  it('is refused to a role whose menu does not open it', async () => {
    const page = await signedInAt('/products', 'finance');
    await page.getByTestId('not-allowed').waitFor();
  });
});

describe('system products', () => {
  it('shows the catalogue with stock, price and category titles, and a translated empty state when nothing matches', async () => {
    const page = await signedInAt('/system-products');
    await expect.poll(() => rows(page).count()).toBe(BROWSER_TEST_KEYS.listPerPage);
    await expect(rows(page).first().innerText()).resolves.toMatch(/฿/);
    await page.getByPlaceholder('ค้นหาชื่อสินค้า').fill('ไม่มีสินค้านี้เลย-xyz');
    await page.getByTestId('no-system-products').waitFor();
  });
});

describe('packages', () => {
  it('filters, opens one with its suppliers, and adds one with an image', async () => {
    const page = await signedInAt('/productfeature');
    await page.waitForURL(onList('/packages'));
    await rows(page).first().waitFor();
    await chooseSelect(page, 'ประเภท', 'โปรโมชัน');
    await expect.poll(() => everyRowContains(page, 'โปรโมชัน')).toBe(true);
    await rows(page).first().click();
    await page.waitForURL(/\/packages\/\d+\/show$/);
    await page.getByText('ผู้ขายส่งที่ใช้แพ็กเกจนี้').waitFor();

    await page.goto('/productfeature/components/AddPackage');
    await page.waitForURL('**/packages/create');
    await page.locator('input[name="PackageName"]').fill('แพ็กเกจโฆษณาหน้าแรก 7 วัน');
    await chooseSelect(page, 'ประเภท', 'โฆษณา');
    await page.locator('input[name="Price"]').fill('1490');
    await page.locator('input[name="DurationDays"]').fill('7');
    await page.getByTestId('image-input-ImageUrl').setInputFiles(image('banner.png'));
    await page.getByTestId('image-preview-ImageUrl').locator('img').waitFor();
    await page.getByRole('button', { name: 'บันทึก' }).click();
    await page.getByText('เพิ่มแพ็กเกจเรียบร้อยแล้ว').waitFor();
    await page.getByText('แพ็กเกจโฆษณาหน้าแรก 7 วัน').first().waitFor();
  });
});
