import { describe, expect, it } from 'vitest';
import {
  componentTestFile,
  demo,
  drawnRows,
  listRows,
  renderApp,
  screen,
  waitFor,
  within,
} from '../../../tests/support/renderApp';
import { chooseSupplier, searchableSuppliers } from '../../../tests/support/demoSuppliers';

componentTestFile();

const supplierShown = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'ผู้ค้าส่ง' }).value;

describe("a supplier's products", () => {
  it('opens on the supplier an old link names (/wholesale/ws-editproduct?SupplierId=)', async () => {
    const [wanted] = await searchableSuppliers();
    await renderApp({ at: `/wholesale/ws-editproduct?SupplierId=${encodeURIComponent(wanted.SupplierId)}` });
    await waitFor(() => expect(window.location.pathname).toBe('/seller-products'));
    await waitFor(() =>
      expect(JSON.parse(new URLSearchParams(window.location.search).get('filter') ?? '{}')).toEqual({
        SupplierId: wanted.SupplierId,
      }),
    );
    await waitFor(() => expect(supplierShown()).toBe(wanted.SupplierName));
    await listRows();
    expect(screen.queryByTestId('seller-products-empty')).toBeNull();
  });

  it('asks for a supplier first, then edits a price in a dialog, refusing a fractional quantity', async () => {
    const [wanted] = await searchableSuppliers();
    const { user } = await renderApp({ at: '/wholesale/ws-editproduct' });
    await waitFor(() => expect(window.location.pathname).toBe('/seller-products'));
    expect((await screen.findByTestId('seller-products-empty')).textContent).toBe(
      'เลือกผู้ค้าส่งเพื่อดูและแก้ไขสินค้าของร้าน',
    );

    await chooseSupplier(user, wanted.SupplierName);
    const [first] = await listRows();
    const name = first.querySelectorAll('td')[1].textContent!.trim();

    await user.click(within(first).getByRole('button', { name: `แก้ไข ${name}` }));
    const dialog = await screen.findByRole('dialog');
    const quantity = within(dialog).getByLabelText('จำนวน');
    const price = within(dialog).getByLabelText('ราคาต่อหน่วย');
    await user.clear(quantity);
    await user.type(quantity, '1.5');
    await user.clear(price);
    await user.type(price, '99.5');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    await within(dialog).findByText('จำนวนต้องเป็นจำนวนเต็มตั้งแต่ 0 ขึ้นไป');
    expect(demo().writes()).toEqual([]);

    await user.clear(quantity);
    await user.type(quantity, '7');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    await screen.findByText('สำเร็จ : อัปเดตสินค้า');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => {
      const row = drawnRows().find((candidate) => candidate.textContent!.includes(name));
      const cells = row ? row.querySelectorAll('td') : [];
      expect(cells[5]?.textContent).toBe('7');
      expect(cells[6]?.textContent).toMatch(/^฿?99\.50$/);
    });
  });

  it('refuses a price file over 5 MB or over 25,000 rows before checking it, saying why', async () => {
    const [wanted] = await searchableSuppliers();
    const { user } = await renderApp({ at: '/seller-products' });
    await chooseSupplier(user, wanted.SupplierName);
    await listRows();
    await user.click(screen.getByRole('button', { name: 'อัปเดตจากไฟล์' }));
    const dialog = await screen.findByRole('dialog');
    const input = () => within(dialog).getByTestId<HTMLInputElement>('upload-file');

    const large = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.csv', { type: 'text/csv' });
    await user.upload(input(), large);
    await within(dialog).findByText('ไฟล์ใหญ่เกิน 5 MB จึงไม่ได้อ่าน กรุณาแบ่งเป็นไฟล์ที่เล็กลง');

    const rows = ['Barcode,UnitPrice', ...Array.from({ length: 25_001 }, (_, row) => `${row},10`)].join('\n');
    await user.upload(input(), new File([rows], 'long.csv', { type: 'text/csv' }));
    await within(dialog).findByText('ไฟล์มีเกิน 25,000 แถว จึงไม่ได้ตรวจ กรุณาแบ่งเป็นไฟล์ที่เล็กลง');
    // Nothing was checked: nothing to apply.
    expect(within(dialog).getByRole('button', { name: 'นำไปใช้ 0 รายการ' })).toHaveProperty('disabled', true);
  });
});
