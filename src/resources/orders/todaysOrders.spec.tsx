import { describe, expect, it } from 'vitest';
import {
  componentTestFile,
  drawnRows,
  listRows,
  renderApp,
  screen,
  waitFor,
  within,
} from '../../../tests/support/renderApp';

componentTestFile();

const cells = (column: string) =>
  drawnRows().map((row) => row.querySelector(`td.column-${column}`)?.textContent?.trim() ?? '');

describe("today's orders, as finance staff open them", () => {
  it("narrows the orders to today's paid ones, opens one with its lines and timeline, and its pay-in", async () => {
    const { user, path } = await renderApp({ as: 'finance', at: '/order' });
    await waitFor(() => expect(window.location.pathname).toBe('/orders'));
    await listRows();
    await user.click(screen.getByRole('button', { name: 'วันนี้' }));
    // The demo's fixed day, 18 March 2026, shown as a person reads it in the Buddhist year
    // (docs/decisions.md, "Dates on screen, on the wire and in files").
    await waitFor(() => {
      const days = cells('OrderDate');
      if (days.length === 0) throw new Error('no order is drawn');
      expect(days.every((text) => text.startsWith('18/03/2569'))).toBe(true);
    });

    await user.click(screen.getByRole('combobox', { name: 'สถานะ' }));
    await user.click(await screen.findByRole('option', { name: 'ชำระเงินแล้ว' }));
    await waitFor(() => {
      const statuses = cells('OrderStatus');
      if (statuses.length === 0) throw new Error('no order is drawn');
      expect(statuses.every((text) => text === 'ชำระเงินแล้ว')).toBe(true);
      expect(cells('OrderDate').every((text) => text.startsWith('18/03/2569'))).toBe(true);
    });
    const [first] = drawnRows();
    const orderNo = first.querySelector('td.column-OrderNo')!.textContent!.trim();
    await user.click(first.querySelector('td.column-OrderNo')!);
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/orders\/\d+\/show$/));
    const lines = await screen.findByTestId('order-lines');
    await waitFor(() => expect(lines.querySelectorAll('tbody tr').length).toBeGreaterThan(0));
    expect(screen.getByTestId('order-timeline').textContent).toContain('ชำระเงินแล้ว');

    await user.click(screen.getByRole('link', { name: 'ดูรายการเงินเข้าของคำสั่งซื้อนี้' }));
    await waitFor(() => expect(window.location.pathname).toBe('/pay-ins'));
    await waitFor(() => {
      const rows = drawnRows().filter((row) =>
        row.querySelector('td.column-TransactionNo, td.column-OrderNo'),
      );
      expect(rows).toHaveLength(1);
      expect(within(rows[0]).getByText(orderNo, { exact: false })).toBeTruthy();
    });
    expect(path()).toMatch(/^\/pay-ins\?/);
  });
});
