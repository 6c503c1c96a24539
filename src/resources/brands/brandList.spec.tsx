import { describe, expect, it } from 'vitest';
import { componentTestFile, listRows, renderApp, screen, waitFor } from '../../../tests/support/renderApp';

componentTestFile();

describe('the brand list', () => {
  it('searches by name', async () => {
    const { user } = await renderApp({ at: '/brands' });
    await listRows();
    await user.type(screen.getByPlaceholderText('ค้นหาชื่อแบรนด์'), 'มาม่า');
    await waitFor(async () => {
      const rows = await listRows();
      expect(rows.every((row) => row.textContent!.includes('มาม่า'))).toBe(true);
    });
  });
});
