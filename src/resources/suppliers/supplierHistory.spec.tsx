import { describe, expect, it } from 'vitest';
import {
  componentTestFile,
  demo,
  renderApp,
  screen,
  waitFor,
  within,
} from '../../../tests/support/renderApp';
import { searchableSuppliers } from './searchableSuppliers';

componentTestFile();

type User = Awaited<ReturnType<typeof renderApp>>['user'];

const productRows = () => [...screen.getByTestId('supplier-products').querySelectorAll('tbody tr')];

/** The products tab's first row, once drawn. */
const firstProduct = () =>
  waitFor(() => {
    const [row] = productRows();
    const name = row?.querySelectorAll('td')[1]?.textContent?.trim();
    if (!name) throw new Error('no product row is drawn');
    return name;
  });

/** Sets the first product's unit price on the supplier's products tab, through its edit dialog. */
async function setFirstPrice(user: User, price: string) {
  const product = await firstProduct();
  await user.click(screen.getByRole('button', { name: `แก้ไข ${product}` }));
  const dialog = await screen.findByRole('dialog');
  const input = within(dialog).getByLabelText('ราคาต่อหน่วย');
  await user.clear(input);
  await user.type(input, price);
  await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => {
    const edited = productRows().find((row) => row.textContent!.includes(product))!;
    expect(edited.querySelectorAll('td')[6].textContent).toContain(price);
  });
}

const panel = () => screen.getByTestId('record-history');
const entries = () => within(panel()).queryAllByTestId('history-entry');

describe("a supplier's history", () => {
  it('shows an edit made to one of its products: who, when, and the price before → after', async () => {
    const supplier = (await searchableSuppliers())[3];
    const { user } = await renderApp({ as: 'sales', at: `/suppliers/${supplier.SupplierId}/show/products` });
    await setFirstPrice(user, '111.11');
    await setFirstPrice(user, '123.45');

    await user.click(screen.getByRole('tab', { name: 'ประวัติ' }));
    await waitFor(() => expect(entries()[0]?.textContent).toContain('ราคาต่อหน่วย: 111.11 → 123.45'));
    const newest = entries()[0].textContent;
    expect(newest).toContain('แก้ไข');
    expect(newest).toContain('โดย sales');
    // The app's date and time, in the Buddhist era (the demo's clock is 18 March 2026, พ.ศ. 2569).
    expect(newest).toMatch(/18\/03\/2569 เวลา \d{2}:\d{2} น\./);
    // The older edit is there too, after it.
    expect(entries()[1].textContent).toContain('→ 111.11');
    expect(within(panel()).queryByText('ยังไม่มีรายการ')).toBeNull();
  });

  it('says the log cannot be read when it fails, never that there is no history', async () => {
    const supplier = (await searchableSuppliers())[4];
    const { user } = await renderApp({ as: 'sales', at: `/suppliers/${supplier.SupplierId}/show` });
    const tab = await screen.findByRole('tab', { name: 'ประวัติ' });
    demo().setFault({ method: 'GET', path: '/auth/Stafflog', status: 503, message: 'log store down' });
    await user.click(tab);
    await waitFor(() => expect(panel().textContent).toContain('อ่านประวัติไม่ได้: เซิร์ฟเวอร์ขัดข้อง (503)'));
    expect(within(panel()).queryByText('ยังไม่มีรายการ')).toBeNull();
  });

  it('keeps an edit whose entry the log refused, and says the entry is missing', async () => {
    const supplier = (await searchableSuppliers())[5];
    const { user } = await renderApp({ as: 'sales', at: `/suppliers/${supplier.SupplierId}/show/products` });
    await firstProduct();
    demo().setFault({ method: 'POST', path: '/auth/Stafflog', status: 500, message: 'log store down' });
    await setFirstPrice(user, '99.5');
    expect(
      (await screen.findAllByText('บันทึกแล้ว แต่เขียนประวัติของรายการไม่ได้', { exact: false })).length,
    ).toBeGreaterThan(0);
  });
});
