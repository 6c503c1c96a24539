import { describe, expect, it } from 'vitest';
import {
  componentTestFile,
  drawnRows,
  listRows,
  moveTo,
  renderApp,
  screen,
  waitFor,
  within,
} from '../../../tests/support/renderApp';

componentTestFile();

type User = Awaited<ReturnType<typeof renderApp>>['user'];

/** A select by its label (a required one's label ends with an asterisk). */
const select = (label: string) =>
  screen.getByRole('combobox', { name: new RegExp(`^${label}(\\s*\\*)?(\\s|$)`) });

async function chooseSelect(user: User, label: string, option: string) {
  // the filter's choices are read after the rows: it is drawn once they are
  await user.click(await waitFor(() => select(label)));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Throws until the list shows rows and every one of them holds each text (an empty list is not a match). */
function everyRowContains(...texts: string[]) {
  const rows = drawnRows().map((row) => row.textContent ?? '');
  expect(rows).not.toHaveLength(0);
  for (const row of rows) for (const text of texts) expect(row).toContain(text);
}

/** Whether react-admin's store holds the products list's filters with that text (what it keeps for the next visit). */
const keptFilters = () =>
  Object.keys(localStorage)
    .filter((key) => key.endsWith('products.listParams'))
    .map((key) => localStorage.getItem(key) ?? '');

const nameSearch = () => screen.getByPlaceholderText('ชื่อสินค้า') as HTMLInputElement;

describe('the product list', () => {
  it('shows a page of rows with images at its old address, and keeps its filters across visits', async () => {
    // A page of the size config.json gives.
    const { user, path, unmount } = await renderApp({ at: '/product', config: { listPerPage: 10 } });
    await waitFor(() => expect(window.location.pathname).toBe('/products'));
    await waitFor(() => expect(drawnRows()).toHaveLength(10));
    expect(drawnRows()[0].querySelectorAll('img')).toHaveLength(1);

    await chooseSelect(user, 'หมวดหมู่', 'เครื่องดื่ม');
    await waitFor(() => expect(select('หมวดหมู่ย่อย').getAttribute('aria-disabled')).not.toBe('true'));
    await user.click(select('หมวดหมู่ย่อย'));
    const options = await screen.findAllByRole('option');
    // the first option is the empty choice
    const subcategory = options[1].textContent!.trim();
    expect(subcategory).not.toBe('');
    await user.click(options[1]);
    await user.type(nameSearch(), 'น้ำ');
    // The name applied (it is kept with the filters once applied, after the typing pauses): rows
    // of the sub-category alone could be the ones from before it.
    await waitFor(() => everyRowContains(subcategory, 'น้ำ'));
    await waitFor(() => expect(decodeURIComponent(path())).toContain('"ProductName":"น้ำ"'));
    // react-admin keeps the address's filters for the next visit a moment later, once the list has
    // drawn them (an effect after the move): a person leaves after that, and so does the test.
    await waitFor(() => expect(keptFilters().some((kept) => kept.includes('"ProductName":"น้ำ"'))).toBe(true));

    // Another screen, then the list's address without filters, as a menu entry opens it.
    await moveTo('/brands');
    await listRows();
    await moveTo('/products');
    // the kept filters fill the form as the list is drawn again
    await waitFor(() => expect(nameSearch().value).toBe('น้ำ'));
    await waitFor(() => expect(select('หมวดหมู่ย่อย').textContent).toContain(subcategory));
    await waitFor(() => everyRowContains(subcategory, 'น้ำ'));

    // The app started anew over the same storage (a reload's draw) opens the list with them too.
    unmount();
    await renderApp({ at: '/products', config: { listPerPage: 10 } });
    await waitFor(() => expect(nameSearch().value).toBe('น้ำ'));
    await waitFor(() => expect(select('หมวดหมู่ย่อย').textContent).toContain(subcategory));
    await waitFor(() => everyRowContains(subcategory, 'น้ำ'));
  });

  it('saves the current filters as a named query and applies it again', async () => {
    const { user } = await renderApp({ at: '/products' });
    await listRows();
    await chooseSelect(user, 'หมวดหมู่', 'เครื่องดื่มแอลกอฮอล์');
    await waitFor(() => everyRowContains('เครื่องดื่มแอลกอฮอล์'));
    await user.click(screen.getByRole('button', { name: 'เพิ่มตัวกรอง' }));
    await user.click(await screen.findByRole('menuitem', { name: 'บันทึกคำค้นปัจจุบัน...' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'เหล้าและเบียร์');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'เพิ่มตัวกรอง' }));
    await user.click(await screen.findByRole('menuitem', { name: 'ลบตัวกรองทั้งหมด' }));
    await waitFor(() =>
      expect(drawnRows().some((row) => !row.textContent!.includes('เครื่องดื่มแอลกอฮอล์'))).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'เพิ่มตัวกรอง' }));
    await user.click(await screen.findByRole('menuitem', { name: 'เหล้าและเบียร์' }));
    await waitFor(() => everyRowContains('เครื่องดื่มแอลกอฮอล์'));
  });

  it('is refused to a role whose menu does not open it', async () => {
    await renderApp({ as: 'finance', at: '/products' });
    await screen.findByTestId('not-allowed');
    expect(drawnRows()).toHaveLength(0);
  });
});
