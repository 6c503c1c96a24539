import { describe, expect, it } from 'vitest';
import {
  componentTestFile,
  drawnRows,
  listRows,
  moveTo,
  renderApp,
  screen,
  waitFor,
  within,
} from '../../../tests/support/renderApp';
import { chooseSupplier, searchableSuppliers } from '../../../tests/support/demoSuppliers';

componentTestFile();

const supplierShown = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'ผู้ค้าส่ง' }).value;
const addButton = () => screen.getByRole('button', { name: 'เพิ่มให้ผู้ค้าส่ง' });

describe('adding catalogue products to a supplier', () => {
  it('picks two products, sets the stock of one, adds them, and the supplier then sells them', async () => {
    const wanted = (await searchableSuppliers())[3];
    const { user } = await renderApp({ at: '/wholesale/ws-addproduct' });
    await chooseSupplier(user, wanted.SupplierName);
    await waitFor(() => expect(drawnRows().length).toBeGreaterThan(1));
    const [first, second] = drawnRows();
    const names = [first, second].map((row) => row.querySelectorAll('td')[3].textContent!.trim());
    await user.click(within(first).getByRole('checkbox'));
    await user.click(within(second).getByRole('checkbox'));
    await user.click(addButton());

    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByTestId('addition')).toHaveLength(2));
    expect(within(dialog).queryByText('มีอยู่แล้ว')).toBeNull();
    // The first keeps its starting stock and price, 100 and 100.
    await waitFor(() =>
      expect(within(dialog).getByLabelText<HTMLInputElement>(`จำนวนของ ${names[0]}`).value).toBe('100'),
    );
    expect(within(dialog).getByLabelText<HTMLInputElement>(`ราคาของ ${names[0]}`).value).toBe('100');
    const quantity = within(dialog).getByLabelText(`จำนวนของ ${names[1]}`);
    await user.clear(quantity);
    await user.type(quantity, '20');
    await user.click(within(dialog).getByRole('button', { name: 'เพิ่ม 2 รายการ' }));
    await screen.findByText('เพิ่มสินค้าเรียบร้อยแล้ว');

    const filter = encodeURIComponent(
      JSON.stringify({ SupplierId: wanted.SupplierId, ProductName: names[1] }),
    );
    await moveTo(`/seller-products?filter=${filter}`);
    await waitFor(() => {
      const row = drawnRows().find((candidate) => candidate.textContent!.includes(names[1]));
      expect(row?.querySelectorAll('td')[5]?.textContent).toBe('20');
    });
  });
});

describe('an old link to the additions screen (/wholesale/ws-addproduct?SupplierId=)', () => {
  it('opens with that supplier chosen: ticking a product enables the add button at once', async () => {
    const wanted = (await searchableSuppliers())[2];
    const { user } = await renderApp({
      at: `/wholesale/ws-addproduct?SupplierId=${encodeURIComponent(wanted.SupplierId)}`,
    });
    await waitFor(() => expect(supplierShown()).toBe(wanted.SupplierName));
    const [first] = await listRows();
    await user.click(within(first).getByRole('checkbox'));
    await waitFor(() => expect(addButton()).toHaveProperty('disabled', false));
  });

  it('says so when the supplier it names is not known, and leaves the choice to the user', async () => {
    const { user } = await renderApp({ at: '/wholesale/ws-addproduct?SupplierId=no-such-supplier' });
    await screen.findByTestId('linked-supplier-missing');
    const [first] = await listRows();
    await user.click(within(first).getByRole('checkbox'));
    expect(within(first).getByRole('checkbox')).toHaveProperty('checked', true);
    expect(addButton()).toHaveProperty('disabled', true);
    expect(supplierShown()).toBe('');
  });
});

describe('the catalogue on the additions screen', () => {
  it("is shown to support, whose menu gives the seller screens but not the catalogue's own", async () => {
    await renderApp({ as: 'support', at: '/wholesale/ws-addproduct' });
    await listRows();
    // A page of the tests' size (testConfig.ts: 10).
    await waitFor(() => expect(drawnRows()).toHaveLength(10));
    expect(window.location.pathname).toBe('/wholesale/ws-addproduct');
    expect(screen.queryByTestId('not-allowed')).toBeNull();
  });
});
