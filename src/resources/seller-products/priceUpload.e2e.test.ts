import { afterAll, describe, expect, it } from 'vitest';
import { closePages, downloaded, newPage, sharedBrowser, signInAt } from '../../../tests/e2e/support';
import { searchableSuppliers } from '../suppliers/searchableSuppliers';

sharedBrowser();
afterAll(closePages);

const WAIT = { timeout: 90_000 };
const PRODUCTS = 2000;
const PUT_PATH = 'SystemProduct/systemproduct';

/** A CSV line's detail id (the first cell) and unit price (the last), as the export writes them. */
const ID_AND_PRICE = /^(\d+),.*,(\d+\.\d{2})$/;

describe('prices and stock from a spreadsheet', () => {
  it('a 2,000-product round trip: export, change 3 prices in the file, dry run, 3 PUTs, result file', async () => {
    const [supplier] = await searchableSuppliers();
    const page = await newPage();
    const filter = encodeURIComponent(JSON.stringify({ SupplierId: supplier.SupplierId }));
    await signInAt(page, 'admin', `/seller-products?filter=${filter}`);
    // The supplier sells 2,000 products (the demo load, src/demo/load.ts).
    await page.waitForFunction(() => !!window.__demo);
    await page.evaluate(
      ({ id, count }) => window.__demo!.setLoad({ supplierProducts: { supplierId: id, count } }),
      { id: supplier.SupplierId, count: PRODUCTS },
    );
    await page.reload();
    await expect
      .poll(() => page.locator('.MuiTablePagination-displayedRows').innerText(), WAIT)
      .toMatch(/จาก 2,?000$/);

    const puts: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes(PUT_PATH))
        puts.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
    });

    const [exported] = await Promise.all([
      page.waitForEvent('download', WAIT),
      page.getByRole('button', { name: 'ส่งออก', exact: true }).click(),
    ]);
    const lines = (await downloaded(exported)).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('\uFEFFรหัสรายการสินค้า,บาร์โค้ด,ชื่อสินค้า,หมวดหมู่,หมวดหมู่ย่อย,สถานะ,จำนวน,ราคาต่อหน่วย');
    expect(lines.at(-1)).toBe('');
    expect(lines.length - 2).toBe(PRODUCTS);

    // Three prices changed in the file, as a spreadsheet would: 1.25 baht more.
    const changed = new Map<string, { before: string; after: string }>();
    for (const at of [3, 1000, PRODUCTS]) {
      const [, id, before] = ID_AND_PRICE.exec(lines[at])!;
      const after = (Number(before) + 1.25).toFixed(2);
      changed.set(id, { before, after });
      lines[at] = `${lines[at].slice(0, -before.length)}${after}`;
    }

    await page.getByRole('button', { name: 'อัปเดตจากไฟล์' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('upload-file').setInputFiles({
      name: 'prices.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(lines.join('\r\n'), 'utf8'),
    });
    const count = (kind: string) => dialog.getByTestId(`dry-run-count-${kind}`).getAttribute('data-count');
    await expect.poll(() => count('change'), WAIT).toBe('3');
    expect(await count('unchanged')).toBe('1997');
    for (const kind of ['invalid', 'unmatched', 'ambiguous', 'duplicate'])
      expect(await count(kind)).toBe('0');
    await expect(dialog.getByTestId('dry-run-total').innerText()).resolves.toBe('ในไฟล์มี 2,000 แถว');
    const shown = await dialog.getByTestId('dry-run-row').allInnerTexts();
    expect(shown).toHaveLength(3);
    for (const { before, after } of changed.values())
      expect(shown.some((row) => row.includes(`ราคาต่อหน่วย: ${before} → ${after}`))).toBe(true);
    // The dry run sent nothing.
    expect(puts).toHaveLength(0);

    const apply = dialog.getByRole('button', { name: 'นำไปใช้ 3 รายการ' });
    await apply.click();
    await expect
      .poll(() => dialog.getByTestId('upload-result').innerText(), WAIT)
      .toContain('เสร็จแล้ว: อัปเดต 3 รายการ ไม่สำเร็จ 0 รายการ');
    expect(
      puts.map((body) => [String(body.SupplierProductDetailId), Number(body.UnitPrice).toFixed(2)]).sort(),
    ).toEqual([...changed].map(([id, { after }]) => [id, after]).sort());
    // Nothing is left to send: Apply is off, and no row goes twice.
    await expect(dialog.getByTestId('upload-apply').isDisabled()).resolves.toBe(true);

    const [result] = await Promise.all([
      page.waitForEvent('download', WAIT),
      dialog.getByRole('button', { name: 'ดาวน์โหลดไฟล์ผลลัพธ์' }).click(),
    ]);
    expect(result.suggestedFilename()).toMatch(/^seller-products-result-\d{4}-\d{2}-\d{2}\.csv$/);
    const resultLines = (await downloaded(result)).toString('utf8').split('\r\n').filter(Boolean);
    expect(resultLines[0]).toBe('\uFEFFแถว,รหัสรายการสินค้า,ชื่อสินค้า,การเปลี่ยนหรือปัญหา,ผลลัพธ์,เหตุผล');
    expect(resultLines).toHaveLength(PRODUCTS + 1);
    const done = resultLines.filter((line) => line.endsWith(',สำเร็จ,'));
    expect(done.map((line) => line.split(',')[1]).sort()).toEqual([...changed.keys()].sort());
    expect(resultLines.filter((line) => line.endsWith(',ข้าม,ไม่มีการเปลี่ยนแปลง'))).toHaveLength(PRODUCTS - 3);
    expect(puts).toHaveLength(3);
  }, 300_000);
});
