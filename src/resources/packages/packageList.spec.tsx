import { describe, expect, it } from 'vitest';
import {
  componentTestFile,
  demo,
  drawnRows,
  listRows,
  renderApp,
  screen,
  waitFor,
} from '../../../tests/support/renderApp';

componentTestFile();

type User = Awaited<ReturnType<typeof renderApp>>['user'];

// A 1×1 PNG, as a package's banner file would be.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

/** A select by its label (a required one's label ends with an asterisk). */
const select = (label: string) =>
  screen.findByRole('combobox', { name: new RegExp(`^${label}(\\s*\\*)?(\\s|$)`) });

async function chooseSelect(user: User, label: string, option: string) {
  await user.click(await select(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fill(user: User, name: string, text: string) {
  const input = await waitFor(() => {
    const found = document.querySelector<HTMLInputElement>(`#main-content input[name="${name}"]`);
    if (!found) throw new Error(`no field ${name} is drawn`);
    return found;
  });
  await user.clear(input);
  await user.paste(text);
}

describe('packages', () => {
  it('filters by type at the old address, and opens one with its suppliers', async () => {
    const { user, path } = await renderApp({ at: '/productfeature' });
    await waitFor(() => expect(window.location.pathname).toBe('/packages'));
    await listRows();
    await chooseSelect(user, 'ประเภท', 'โปรโมชัน');
    await waitFor(() => {
      const rows = drawnRows();
      expect(rows).not.toHaveLength(0);
      expect(rows.every((row) => row.textContent!.includes('โปรโมชัน'))).toBe(true);
    });
    await user.click(drawnRows()[0].querySelector('td.column-PackageName')!);
    await waitFor(() => expect(path()).toMatch(/^\/packages\/\d+\/show$/));
    await screen.findByText('ผู้ขายส่งที่ใช้แพ็กเกจนี้');
  });

  it('adds one with an image at the old address, and shows it', async () => {
    const { user, path } = await renderApp({ at: '/productfeature/components/AddPackage' });
    await waitFor(() => expect(path()).toBe('/packages/create'));
    await fill(user, 'PackageName', 'แพ็กเกจโฆษณาหน้าแรก 7 วัน');
    await chooseSelect(user, 'ประเภท', 'โฆษณา');
    await fill(user, 'Price', '1490');
    await fill(user, 'DurationDays', '7');
    await user.upload(
      screen.getByTestId('image-input-ImageUrl') as HTMLInputElement,
      new File([PNG], 'banner.png', { type: 'image/png' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('image-preview-ImageUrl').querySelector('img')).not.toBeNull(),
    );
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await screen.findByText('เพิ่มแพ็กเกจเรียบร้อยแล้ว');
    expect((await screen.findAllByText('แพ็กเกจโฆษณาหน้าแรก 7 วัน')).length).toBeGreaterThan(0);
    const saved = demo()
      .store.collection('packages')
      .filter((item) => item.PackageName === 'แพ็กเกจโฆษณาหน้าแรก 7 วัน');
    expect(saved).toHaveLength(1);
  });
});
