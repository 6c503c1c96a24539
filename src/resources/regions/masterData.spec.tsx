import { describe, expect, it } from 'vitest';
import {
  componentTestFile,
  demo,
  drawnRows,
  listRows,
  renderApp,
  screen,
  waitFor,
  within,
} from '../../../tests/support/renderApp';

componentTestFile();

type User = Awaited<ReturnType<typeof renderApp>>['user'];

const dialog = () => screen.findByRole('dialog');
const nameInput = async () => {
  const shown = await dialog();
  return waitFor(() => {
    const input = shown.querySelector<HTMLInputElement>('input[name="name"]');
    if (!input) throw new Error('the dialog has no name field yet');
    return input;
  });
};
const rowsNamed = (name: string) => drawnRows().filter((row) => row.textContent!.includes(name));
const rowNamed = (name: string) =>
  waitFor(() => {
    const [row] = rowsNamed(name);
    if (!row) throw new Error(`no row holds ${name}`);
    return row;
  });

/** Opens the add dialog, types the name as a person pastes it, and saves. */
async function addNamed(user: User, name: string) {
  await user.click(screen.getByRole('button', { name: 'เพิ่ม' }));
  const input = await nameInput();
  await user.clear(input);
  await user.paste(name);
  await user.click(within(await dialog()).getByRole('button', { name: 'บันทึก' }));
}

describe('master data: regions and the address levels', () => {
  it('creates a region with the spec’s success text, and it is listed', async () => {
    const { user } = await renderApp({ at: '/master-data/address/region' });
    await rowNamed('ภาคเหนือ');
    expect(await listRows()).toHaveLength(6);

    await addNamed(user, '  ภาคทดสอบ   ใหม่ ');
    await screen.findByText('สร้างภูมิภาคใหม่สำเร็จ');
    await rowNamed('ภาคทดสอบ ใหม่');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // One POST, whose name is as one would write it: trimmed, one space between words.
    const sent = demo().writes();
    expect(sent.map(({ method }) => method)).toEqual(['POST']);
    expect(JSON.parse(sent[0].body)).toMatchObject({ RegionName: 'ภาคทดสอบ ใหม่' });
  });

  it('refuses a name the list has already, and keeps what was typed', async () => {
    const { user } = await renderApp({ at: '/master-data/address/region' });
    await rowNamed('ภาคใต้');
    await addNamed(user, 'ภาคใต้');
    await screen.findByText('มีชื่อนี้อยู่แล้ว');
    expect((await nameInput()).value).toBe('ภาคใต้');
    expect(demo().writes()).toEqual([]);
  });

  it('says the HTTP status with its text when the server refuses, and keeps the dialog', async () => {
    const { user } = await renderApp({ at: '/master-data/address/region' });
    await rowNamed('ภาคเหนือ');
    demo().setFault({ method: 'POST', path: 'MasterData/Regions', status: 503, times: 1 });
    await addNamed(user, 'ภาคชั่วคราว');
    expect((await screen.findAllByText(/บันทึกไม่สำเร็จ: 503 Service Unavailable/)).length).toBeGreaterThan(0);
    expect((await nameInput()).value).toBe('ภาคชั่วคราว');
  });

  it('adds a province to the chosen region and renames it', async () => {
    // A page that holds the whole region, as a person would pick it (the tests' lists open at 10 rows).
    const { user, path } = await renderApp({ at: '/province?perPage=25' });
    await waitFor(() => expect(path()).toMatch(/^\/master-data\/address\/province(\?|$)/));
    const add = await screen.findByRole('button', { name: 'เพิ่ม' });
    expect(add).toHaveProperty('disabled', true);
    await user.click(await screen.findByRole('combobox', { name: 'ภูมิภาค' }));
    await user.click(await screen.findByRole('option', { name: 'ภาคใต้' }));
    await rowNamed('ภูเก็ต');
    await waitFor(() => expect(drawnRows()).toHaveLength(14));

    await addNamed(user, 'จังหวัดทดสอบ');
    await screen.findByText('เพิ่มจังหวัดแล้ว');
    const added = await rowNamed('จังหวัดทดสอบ');
    await user.click(within(added).getByRole('button', { name: 'แก้ไข' }));
    const input = await nameInput();
    await user.clear(input);
    await user.paste('จังหวัดทดสอบใหม่');
    await user.click(within(await dialog()).getByRole('button', { name: 'บันทึก' }));
    await screen.findByText('บันทึกจังหวัดแล้ว');
    await rowNamed('จังหวัดทดสอบใหม่');
    await waitFor(() => expect(drawnRows()).toHaveLength(15));
  });
});

describe('/master-data, the section’s page', () => {
  const links = async () => {
    const index = await screen.findByTestId('section-index');
    return waitFor(() => {
      const found = within(index).getAllByRole('link');
      if (found.length === 0) throw new Error('the section page lists no screen yet');
      return found;
    });
  };

  it('offers the admin every master-data screen of the menu, and opens one', async () => {
    const { user, path } = await renderApp({ at: '/master-data' });
    await within(await screen.findByTestId('section-index')).findByRole('link', { name: 'ภูมิภาค' });
    expect((await links()).map((link) => link.textContent)).toEqual(
      expect.arrayContaining(['ธนาคาร', 'ภูมิภาค', 'จังหวัด', 'อำเภอ/เขต', 'ตำบล/แขวง', 'คำต้องห้าม', 'หน่วยนับ']),
    );
    await user.click(within(screen.getByTestId('section-index')).getByRole('link', { name: 'จังหวัด' }));
    await waitFor(() => expect(path()).toMatch(/^\/master-data\/address\/province(\?|$)/));
  });

  it('offers a sales user only the catalogue’s screens under it', async () => {
    await renderApp({ as: 'sales', at: '/master-data' });
    expect((await links()).map((link) => link.textContent)).toEqual(['หมวดหมู่หลัก', 'หมวดหมู่ย่อย']);
  });
});
