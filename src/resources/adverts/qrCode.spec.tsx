import { describe, expect, it } from 'vitest';
import { componentTestFile, renderApp, screen, waitFor } from '../../../tests/support/renderApp';

componentTestFile();

const typeField = () =>
  waitFor(() => {
    const found = document.querySelector<HTMLInputElement>('input[name="typeAdv"]');
    if (!found) throw new Error('no advert type field is drawn');
    return found;
  });

describe('/advertise/genqrcode', () => {
  it('refuses an advert type a link cannot carry, with the rule, and offers no download', async () => {
    const { user } = await renderApp({ as: 'sales', at: '/advertise/genqrcode' });
    await screen.findByRole('heading', { name: 'สร้างคิวอาร์โค้ด' });
    const field = await typeField();
    await user.clear(field);
    await user.paste('โปสเตอร์ หน้าร้าน');
    await screen.findByText(/ประเภทโฆษณาใช้ได้เฉพาะตัวอักษรภาษาอังกฤษ/);
    expect(screen.queryByRole('button', { name: 'ดาวน์โหลด PNG' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'ดาวน์โหลด SVG' })).toBeNull();
  });
});
