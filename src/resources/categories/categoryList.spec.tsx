import { describe, expect, it } from 'vitest';
import {
  componentTestFile,
  demo,
  listRows,
  renderApp,
  screen,
  waitFor,
  within,
} from '../../../tests/support/renderApp';

componentTestFile();

const patches = () =>
  demo()
    .writes()
    .filter(({ method }) => method === 'PATCH');

describe('the category list', () => {
  it('toggles a category with its switch, and sends nothing on a state another person changed meanwhile', async () => {
    const { user, path } = await renderApp({ at: '/master-data/category' });
    await waitFor(() => expect(window.location.pathname).toBe('/categories'));
    expect(path()).toMatch(/^\/categories(\?|$)/);
    const [first] = await listRows();
    const title = first.querySelector('td.column-Tiltle')!.textContent!.trim();
    expect(title).not.toBe('');
    const toggle = within(first).getByRole('switch') as HTMLInputElement;
    const before = toggle.checked;
    await user.click(toggle);
    await screen.findByText('เปลี่ยนสถานะหมวดหมู่เรียบร้อยแล้ว');
    await waitFor(() => expect(toggle.checked).toBe(!before));
    expect(patches()).toHaveLength(1);

    // Another person switches it back meanwhile: a move on the state shown sends no PATCH (which
    // would flip it once more), and the switch shows the state the server holds.
    expect(await demo().changeRecords('categories', 'Tiltle', title, { IsActive: before })).toBe(1);
    await user.click(toggle);
    await screen.findByText(new RegExp(`ไม่ได้เปลี่ยน: ${title} ถูกเปลี่ยนเป็น`));
    await waitFor(() => expect(toggle.checked).toBe(before));
    expect(patches()).toHaveLength(1);
  });
});
