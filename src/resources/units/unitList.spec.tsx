import { describe, expect, it } from 'vitest';
import { componentTestFile, listRows, renderApp, screen } from '../../../tests/support/renderApp';

componentTestFile();

describe('the unit list', () => {
  it('lists the units, read-only', async () => {
    await renderApp({ at: '/units' });
    await listRows();
    await screen.findByText('กิโลกรัม');
    expect(screen.queryByRole('link', { name: 'สร้าง' })).toBeNull();
    // nor does a row open a form
    expect(screen.queryByRole('link', { name: 'แก้ไข' })).toBeNull();
  });
});
