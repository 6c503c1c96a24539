import { describe, expect, it } from 'vitest';
import {
  componentTestFile,
  demo,
  drawnRows,
  renderApp,
  screen,
  waitFor,
} from '../../../tests/support/renderApp';

componentTestFile();

/** Transactions the demo holds waiting for approval (only withdrawals wait for one), read from its store. */
const waitingInStore = () =>
  demo()
    .store.collection('transactions')
    .filter((row) => row.TransactionStatusCode === 'WAITING_APPROVAL').length;

const card = (key: string) => document.querySelector<HTMLElement>(`[data-testid="figure-${key}"]`);

describe('the dashboard cards', () => {
  it('opens a card’s list filtered as it was counted, its count the list’s', async () => {
    const { user, path } = await renderApp({ as: 'finance', at: '/dashboard' });
    await waitFor(() => expect(path()).toBe('/'));
    const waiting = await waitFor(() => {
      const value =
        card('withdrawals_waiting')?.querySelector('[data-testid="figure-value"]')?.textContent ?? '';
      if (!/^\d[\d,]*$/.test(value)) throw new Error(`the waiting card shows "${value}"`);
      return Number(value.replaceAll(',', ''));
    });
    expect(waiting).toBe(waitingInStore());
    await screen.findByTestId('dashboard-charts');
    await user.click(card('withdrawals_waiting')!);
    await waitFor(() => expect(window.location.pathname).toBe('/pay-outs'));
    await waitFor(() => expect(drawnRows().length).toBeGreaterThan(0));
    const statuses = drawnRows()
      .map((row) => row.querySelector('td.column-TransactionStatusCode')?.textContent?.trim())
      .filter((text) => text !== undefined);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((text) => text === 'รออนุมัติ')).toBe(true);
    await waitFor(() =>
      expect(document.querySelector('.MuiTablePagination-displayedRows')?.textContent).toMatch(
        new RegExp(`จาก ${waiting.toLocaleString('th-TH')}$`),
      ),
    );
  });

  it('shows support its own cards: orders and suppliers, no money and no charts', async () => {
    await renderApp({ as: 'support', at: '/' });
    await waitFor(() => expect(card('orders_today')).not.toBeNull());
    await waitFor(() => expect(card('new_suppliers')).not.toBeNull());
    expect(card('withdrawals_waiting')).toBeNull();
    expect(card('pay_ins_month')).toBeNull();
    expect(screen.queryByTestId('dashboard-charts')).toBeNull();
  });
});
