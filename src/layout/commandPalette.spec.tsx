import { describe, expect, it } from 'vitest';
import { componentTestFile, demo, listRows, renderApp, screen, waitFor } from '../../tests/support/renderApp';
import { searchableSuppliers } from '../../tests/support/demoSuppliers';

componentTestFile();

const PALETTE = 'ค้นหาหน้าจอและข้อมูล';

const input = () => screen.getByRole('combobox', { name: PALETTE });

/** The text of the option the palette's combobox points at. */
function activeOption(): string {
  const id = input().getAttribute('aria-activedescendant');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
}

/** An option holding `text`, once the palette has found it (a record search waits for a pause in the typing). */
const optionHolding = (text: string) =>
  waitFor(() => {
    const found = screen.getAllByRole('option').find((option) => option.textContent?.includes(text));
    if (!found) throw new Error(`no option holds ${text}`);
    return found;
  });

describe('the command palette', () => {
  it('opens from the top bar, says which search failed, finds screens by English title and old path, and gives the focus back', async () => {
    const { user } = await renderApp({ at: '/' });
    const [wanted] = await searchableSuppliers();
    demo().setFault({ method: '*', path: 'Order/OrderMemberList', status: 500 });
    const button = await screen.findByTestId('palette-button');
    expect(button.textContent).toContain('Ctrl+K');
    await user.click(button);
    await user.type(await screen.findByRole('combobox', { name: PALETTE }), wanted.SupplierName);
    await optionHolding(wanted.SupplierName);
    await waitFor(() =>
      expect(screen.getAllByTestId('palette-failed').map((failed) => failed.textContent)).toEqual([
        'ค้นหาคำสั่งซื้อไม่ได้',
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('palette-count').textContent).toContain('ค้นหาคำสั่งซื้อไม่ได้'));

    // The English title finds the Thai-titled screen; so does an old path of the old app.
    await user.clear(input());
    await user.type(input(), 'Wholesale Seller List');
    await waitFor(() => expect(activeOption()).toContain('รายชื่อผู้ขายส่ง'));
    await user.clear(input());
    await user.type(input(), '/wholesale/ws-detail');
    await waitFor(() => expect(activeOption()).toContain('รายชื่อผู้ขายส่ง'));
    await user.clear(input());
    await user.type(input(), 'ไม่มีหน้าจอนี้แน่นอน');
    await screen.findByText('ไม่พบรายการที่ตรงกัน');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: PALETTE })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('finds a product by its barcode and opens its edit screen', async () => {
    const { user, path } = await renderApp({ at: '/products' });
    const [first] = await listRows();
    const barcode = first.querySelector('td.column-Barcode')!.textContent!.trim();
    const name = first.querySelector('td.column-ProductName')!.textContent!.trim();
    expect(barcode).toMatch(/^\d{8,14}$/);
    await screen.findByTestId('palette-button');
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(document.activeElement).toBe(input()));
    await user.keyboard(barcode);
    await optionHolding(barcode);
    // Arrow down until the active option holds the barcode.
    for (let presses = 0; presses < 30 && !activeOption().includes(barcode); presses += 1)
      await user.keyboard('{ArrowDown}');
    expect(activeOption()).toContain(barcode);
    expect(activeOption()).toContain(name);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(path()).toMatch(/^\/products\/\d+$/));
  });

  it('asks only the lists the role may open: sales never asks for orders', async () => {
    const { user } = await renderApp({ as: 'sales', at: '/' });
    const [wanted] = await searchableSuppliers();
    await screen.findByTestId('palette-button');
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox', { name: PALETTE }), wanted.SupplierName);
    await optionHolding(wanted.SupplierName);
    const asked = demo().requests.map(({ url }) => url.pathname);
    expect(asked.filter((asked) => asked.endsWith('Order/OrderMemberList'))).toEqual([]);
    expect(
      asked.filter((asked) => asked.endsWith('BackOfficeSupplier/BackOfficeSuppliers')).length,
    ).toBeGreaterThan(0);
  });
});
