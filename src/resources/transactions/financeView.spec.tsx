import { describe, expect, it } from 'vitest';
import { componentTestFile, renderApp, screen, waitFor, within } from '../../../tests/support/renderApp';
import { sharedSupplierName } from '../../../tests/support/demoSuppliers';

componentTestFile();

describe('a finance view', () => {
  it("shows the month's fees per day, up to the demo's day, with their totals and chart, and per month", async () => {
    const { user } = await renderApp({ as: 'finance', at: '/finance/fee' });
    const view = await screen.findByTestId('finance-view-fee');
    const table = await within(view).findByTestId('finance-view-table');
    const days = () => table.querySelectorAll('tbody tr');
    // The demo's day is 18 March 2026: the month so far is 18 days, from the first.
    await waitFor(() => expect(days()).toHaveLength(18));
    expect(days()[0].textContent).toContain('2026-03-01');
    await waitFor(() =>
      expect(within(view).getByTestId('total-ServiceCharges').textContent).toMatch(/฿[\d,]+\.\d\d/),
    );
    await waitFor(() => expect(view.querySelector('svg')).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'รายเดือน' }));
    await waitFor(() => expect(days()).toHaveLength(1));
  });
});

describe('wholesaler income', () => {
  it('tells suppliers of the same name apart in its picker, and narrows the income to one supplier', async () => {
    const { user } = await renderApp({ as: 'finance', at: '/finance/ws-income' });
    // The table is drawn anew with each reading: found again at each look.
    const suppliers = () => [
      ...document.querySelectorAll<HTMLElement>('[data-testid="supplier-income"] tbody tr'),
    ];
    await waitFor(() => expect(suppliers()).toHaveLength(20));

    // Real data has partners of the same name, and so has the demo's seed: the picker offers each
    // with a second line, and no two options read the same.
    const shared = await sharedSupplierName();
    const picker = screen.getByRole('combobox', { name: 'ผู้ค้าส่ง' });
    await waitFor(() => expect(picker).toHaveProperty('disabled', false));
    await user.click(picker);
    await user.paste(shared);
    const offered = await waitFor(() => {
      const alike = screen.queryAllByRole('option').filter((option) => option.textContent!.includes(shared));
      if (alike.length < 2) throw new Error(`${alike.length} options read ${shared}`);
      return alike.map((option) => option.textContent!.replace(/\s+/g, ' '));
    });
    expect(new Set(offered).size).toBe(offered.length);
    await user.clear(picker);
    await user.keyboard('{Escape}');

    // The month's top supplier, by its name and its second line (the names come from a lookup of
    // the suppliers, a moment after the figures).
    const cell = suppliers()[0].querySelector('td')!;
    const detail = (await within(cell).findByTestId('partner-detail')).textContent!.trim();
    const name = cell.textContent!.replace(detail, '').trim();
    await user.click(picker);
    await user.paste(name);
    const option = await waitFor(() => {
      const found = screen
        .queryAllByRole('option')
        .find(
          (candidate) => candidate.textContent!.includes(name) && candidate.textContent!.includes(detail),
        );
      if (!found) throw new Error(`no option reads ${name} ${detail}`);
      return found;
    });
    await user.click(option);
    await waitFor(() => expect(suppliers()).toHaveLength(1));
    expect(suppliers()[0].textContent).toContain(name);
    expect(within(suppliers()[0]).getByTestId('partner-detail').textContent!.trim()).toBe(detail);
  });
});
