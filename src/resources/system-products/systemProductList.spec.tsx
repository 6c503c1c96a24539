import { describe, expect, it } from 'vitest';
import { componentTestFile, drawnRows, renderApp, screen, waitFor } from '../../../tests/support/renderApp';

componentTestFile();

describe('the system products (the catalogue as suppliers see it)', () => {
  it('shows the catalogue with stock, price and category titles, and a translated empty state when nothing matches', async () => {
    // A page of the size config.json gives.
    const { user } = await renderApp({ at: '/system-products', config: { listPerPage: 10 } });
    await waitFor(() => expect(drawnRows()).toHaveLength(10));
    expect(screen.getAllByRole('columnheader', { name: 'สต็อก' })).toHaveLength(1);
    const [first] = drawnRows();
    expect(first.textContent).toMatch(/฿/);
    expect(first.querySelector('td.column-Quantity')!.textContent).toMatch(/\d/);
    // the category by its title, not its number
    expect(first.querySelector('td.column-ProductCategoryTitle')!.textContent).toMatch(/[ก-๙]/);

    await user.click(screen.getByPlaceholderText('ค้นหาชื่อสินค้า'));
    await user.paste('ไม่มีสินค้านี้เลย-xyz');
    expect((await screen.findByTestId('no-system-products')).textContent).toBe('ไม่พบสินค้า');
    expect(drawnRows()).toHaveLength(0);
  });
});
