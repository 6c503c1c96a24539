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

type User = Awaited<ReturnType<typeof renderApp>>['user'];

/** A one-pixel PNG, for the image field. */
const onePixelPng = () =>
  new File(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        ),
        (char) => char.charCodeAt(0),
      ),
    ],
    'campaign.png',
    { type: 'image/png' },
  );

/**
 * Types a date into the date input sent as `name` with the keyboard alone, as a person reads it
 * (`DD/MM/BBBB`): its first section focused, what it holds cleared, the digits typed.
 */
async function typeDate(user: User, name: string, typed: string) {
  const hidden = await waitFor(() => {
    const found = document.querySelector(`input[name="${name}"]`);
    if (!found) throw new Error(`no date input ${name}`);
    return found;
  });
  const picker = hidden.closest<HTMLElement>('.MuiPickersInputBase-root')!;
  const first = picker.querySelector<HTMLElement>('[role="spinbutton"]')!;
  await user.click(first);
  await user.keyboard('{Control>}a{/Control}{Backspace}');
  await user.keyboard(typed.replaceAll('/', ''));
}

/** The campaigns the screen asked the service to create. */
const campaignsSent = () =>
  demo()
    .writes()
    .filter(({ method, url }) => method === 'POST' && url.pathname.endsWith('/api/NewCampaign'));

describe('campaigns', () => {
  it('creates a campaign (its period checked, an image uploaded) and finds it in the list', async () => {
    const { user } = await renderApp({ as: 'sales', at: '/advertise/newcampaign' });
    await waitFor(() => expect(window.location.pathname).toBe('/campaigns/create'));
    const name = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('input[name="name"]');
      if (!found) throw new Error('no name field');
      return found;
    });
    await user.click(name);
    await user.paste('แคมเปญทดสอบปลายเดือน');
    // The demo's day is 18 March 2026 (18/03/2569); thirty days on is 17 April (17/04/2569).
    await typeDate(user, 'startDate', '17/04/2569');
    await typeDate(user, 'endDate', '18/03/2569');
    await user.click(screen.getByRole('combobox', { name: 'แอปเป้าหมาย' }));
    await user.click(await screen.findByRole('option', { name: 'แอปร้านค้าโชห่วย' }));
    // Saved before an image is chosen: each field says what it lacks, the image's too.
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await screen.findByText('วันสิ้นสุดต้องไม่ก่อนวันเริ่ม');
    await screen.findByText('กรุณาอัปโหลดรูปภาพของแคมเปญ');
    await user.upload(screen.getByTestId('image-input-imageUrl'), onePixelPng());
    await screen.findByRole('img', { name: 'รูปภาพ' });
    await waitFor(() => expect(screen.queryByText('กรุณาอัปโหลดรูปภาพของแคมเปญ')).toBeNull());

    // A day that does not exist keeps the form from being saved.
    await typeDate(user, 'endDate', '31/02/2570');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect((await screen.findAllByText('วันที่ไม่ถูกต้อง: ไม่มีวันนี้ในปฏิทิน')).length).toBeGreaterThan(0);
    expect(screen.queryByText('สร้างแคมเปญแล้ว')).toBeNull();
    expect(campaignsSent()).toEqual([]);

    await typeDate(user, 'endDate', '17/04/2569');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await screen.findByText('สร้างแคมเปญแล้ว');
    expect(campaignsSent()).toHaveLength(1);
    await waitFor(() => expect(window.location.pathname).toBe('/campaigns'));
    await user.type(await screen.findByRole('textbox', { name: 'ค้นหาชื่อแคมเปญ' }), 'ทดสอบปลายเดือน');
    await waitFor(() => {
      const row = drawnRows().find((candidate) => candidate.textContent!.includes('แคมเปญทดสอบปลายเดือน'));
      expect(row?.textContent).toContain('17/04/2569');
    });
  });
});
