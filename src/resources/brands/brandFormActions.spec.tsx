import { describe, expect, it } from 'vitest';
import { componentTestFile, demo, renderApp, screen, waitFor } from '../../../tests/support/renderApp';

componentTestFile();

describe('the brand form', () => {
  it('says a required field is missing, starts active, and cancels back to the list', async () => {
    const { user, path } = await renderApp({ at: '/brands/create' });
    await waitFor(() => expect(document.querySelector('input[name="BrandTitle"]')).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await screen.findAllByText('จำเป็นต้องกรอก');
    expect(demo().writes()).toEqual([]);
    expect(document.querySelector<HTMLInputElement>('input[name="IsActive"]')!.checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(path()).toMatch(/^\/brands(\?|$)/));
  });
});
