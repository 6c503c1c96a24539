import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
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

/** The file an image's address names, as the dev server serves it from the project (`/@fs/` or a project path). */
const fileOf = (src: string) => {
  const path = decodeURIComponent(new URL(src, window.location.origin).pathname);
  return path.startsWith('/@fs/') ? path.slice(4) : join(process.cwd(), path);
};

describe('the bank list', () => {
  it('opens from the old path with the 18 banks and their logos, and searches', async () => {
    const { user } = await renderApp({ at: '/master-data/bank/bank' });
    await waitFor(() => expect(window.location.pathname).toBe('/banks'));
    await listRows();
    // A page of the tests' size (testConfig.ts: 10) of the 18.
    await waitFor(() => expect(drawnRows()).toHaveLength(10));
    await waitFor(() =>
      expect(document.querySelector('.MuiTablePagination-displayedRows')?.textContent).toMatch(/จาก 18$/),
    );
    expect((await screen.findByTestId('section-title')).textContent).toBe('ข้อมูลหลัก');

    await user.type(screen.getByPlaceholderText('ค้นหารหัสหรือชื่อธนาคาร'), 'ออมสิน');
    await waitFor(() => expect(drawnRows()).toHaveLength(1));
    expect(drawnRows()[0].textContent).toContain('GSB');
    // The logo is a picture the app carries: its file is there, and a PNG with a size of its own.
    const logo = screen.getByRole<HTMLImageElement>('img', { name: 'โลโก้ ธนาคารออมสิน' });
    const file = fileOf(logo.getAttribute('src')!);
    expect(existsSync(file)).toBe(true);
    expect(PNG.sync.read(readFileSync(file)).width).toBeGreaterThan(0);
  });

  it('is not allowed to a role whose menu has no bank entry', async () => {
    await renderApp({ as: 'sales', at: '/banks' });
    await screen.findByTestId('not-allowed');
    expect(document.querySelector('.RaDataTable-table')).toBeNull();
  });
});
