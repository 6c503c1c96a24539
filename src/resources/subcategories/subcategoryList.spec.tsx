import { describe, expect, it } from 'vitest';
import {
  componentTestFile,
  drawnRows,
  listRows,
  renderApp,
  screen,
  waitFor,
} from '../../../tests/support/renderApp';

componentTestFile();

describe('the sub-category list', () => {
  it('opens at its old address, and filters by category', async () => {
    const { user, path } = await renderApp({ at: '/master-data/sub-category' });
    await waitFor(() => expect(window.location.pathname).toBe('/subcategories'));
    expect(path()).toMatch(/^\/subcategories(\?|$)/);
    const unfiltered = await listRows();
    // the filter has something to take away: rows of other categories are shown first
    expect(unfiltered.some((row) => !row.textContent!.includes('เครื่องดื่ม'))).toBe(true);
    await user.click(await screen.findByRole('combobox', { name: /^หมวดหมู่(\s*\*)?(\s|$)/ }));
    await user.click(await screen.findByRole('option', { name: 'เครื่องดื่ม' }));
    await waitFor(() => {
      const rows = drawnRows();
      expect(rows).not.toHaveLength(0);
      expect(
        rows.every((row) => row.querySelector('td.column-ProductCategoryName')!.textContent === 'เครื่องดื่ม'),
      ).toBe(true);
    });
  });
});
