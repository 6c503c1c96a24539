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

describe('the brand list', () => {
  it('opens at its old address, and searches by name', async () => {
    const { user, path } = await renderApp({ at: '/brand' });
    await waitFor(() => expect(path()).toMatch(/^\/brands(\?|$)/));
    await listRows();
    await user.type(screen.getByPlaceholderText('ค้นหาชื่อแบรนด์'), 'มาม่า');
    // Every row holds the name, once rows are drawn (an empty list is not a match).
    await waitFor(() => {
      const rows = drawnRows();
      expect(rows).not.toHaveLength(0);
      expect(rows.every((row) => row.textContent!.includes('มาม่า'))).toBe(true);
    });
  });

  it('hides a column with the column chooser', async () => {
    const { user } = await renderApp({ at: '/brands' });
    await listRows();
    expect(screen.getAllByRole('columnheader', { name: 'โลโก้' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'คอลัมน์' }));
    await user.click(within(await screen.findByRole('menu')).getByText('โลโก้'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryAllByRole('columnheader', { name: 'โลโก้' })).toHaveLength(0));
    // the rows are still drawn, without it
    expect(drawnRows()).not.toHaveLength(0);
  });
});
