import { describe, expect, it } from 'vitest';
import { componentTestFile, demo, renderApp, screen, waitFor } from '../../../tests/support/renderApp';

componentTestFile();

/** The form's field of that name; throws until it is drawn (for `waitFor`). */
function field(name: string): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no field ${name} is drawn`);
  return input;
}

describe('a product saved before the barcode rule', () => {
  it('saves unchanged, with a warning; a new bad barcode is refused', async () => {
    // An older product, as a real server may hold one: its barcode predates the 8–14 digit rule.
    expect(await demo().changeRecords('products', 'ProductId', 1, { Barcode: 'OLD-77' })).toBe(1);
    const { user, path } = await renderApp({ at: '/products/1' });
    await waitFor(() => expect(field('Barcode').value).toBe('OLD-77'));
    await screen.findByText(/บาร์โค้ดเดิมนี้ไม่ตรงกับรูปแบบ/);

    await user.clear(field('Barcode'));
    await user.type(field('Barcode'), 'ABC');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(screen.queryAllByText(/บาร์โค้ดต้องเป็นตัวเลข|8 ถึง 14/).length).toBeGreaterThan(0));
    expect(path()).toBe('/products/1');

    await user.clear(field('Barcode'));
    await user.type(field('Barcode'), 'OLD-77');
    const name = field('ProductName');
    await user.type(name, ' (แก้ไข)');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(path()).toMatch(/^\/products(\?|$)/));
  });
});
