import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  answerLeaveQuestions,
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

// A 1×1 PNG, as a product's photo file would be.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

/**
 * The form's field of that name; throws until it is drawn (for `waitFor`). The list's name filter
 * is also an input named ProductName: the form's own is read.
 */
function field(name: string): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>(
    `:is(.RaCreate-main, .RaEdit-main) input[name="${name}"]`,
  );
  if (!input) throw new Error(`no field ${name} is drawn`);
  return input;
}

async function fill(user: User, name: string, text: string) {
  const input = await waitFor(() => field(name));
  await user.clear(input);
  await user.paste(text);
}

/** A select by its label (a required one's label ends with an asterisk). */
const select = (label: string) =>
  screen.getByRole('combobox', { name: new RegExp(`^${label}(\\s*\\*)?(\\s|$)`) });

async function chooseSelect(user: User, label: string, option: string) {
  await user.click(await waitFor(() => select(label)));
  await user.click(await screen.findByRole('option', { name: option }));
}

const preview = () => screen.getByTestId('image-preview-ImgUrl').querySelector('img');

async function fillProduct(user: User, name: string) {
  await chooseSelect(user, 'หมวดหมู่', 'เครื่องดื่ม');
  await waitFor(() => expect(select('หมวดหมู่ย่อย').getAttribute('aria-disabled')).not.toBe('true'));
  await user.click(select('หมวดหมู่ย่อย'));
  await user.click((await screen.findAllByRole('option'))[0]);
  await user.click(screen.getByRole('combobox', { name: /^แบรนด์/ }));
  await user.paste('คริสตัล');
  await user.click(await screen.findByRole('option', { name: 'คริสตัล' }));
  await fill(user, 'ProductName', name);
  await fill(user, 'Barcode', '8851234567895');
  await chooseSelect(user, 'หน่วยนับ', 'ขวด');
  await fill(user, 'MeasurementValue', '600');
  await fill(user, 'SizeWidth', '6');
  await fill(user, 'SizeLong', '6');
  await fill(user, 'SizeHeight', '22');
  await user.upload(
    screen.getByTestId('image-input-ImgUrl') as HTMLInputElement,
    new File([PNG], 'bottle.png', { type: 'image/png' }),
  );
  await waitFor(() => expect(preview()).not.toBeNull());
}

/**
 * Watches the app's calls whose address holds `part`: `answered` resolves once one is answered
 * (the demo's answer, held back by a delay fault, reaches the app then), and `isAnswered` says
 * whether it has been.
 */
function watchAnswer(part: string) {
  const own = globalThis.fetch;
  let isAnswered = false;
  const answered = new Promise<void>((resolve) => {
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const response = await own(input, init);
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes(part)) {
        isAnswered = true;
        resolve();
      }
      return response;
    });
    onTestFinished(() => spy.mockRestore());
  });
  return { answered, isAnswered: () => isAnswered };
}

/** Opens the first product of the list as a person does, by its row. */
async function openFirstProduct(user: User) {
  const [first] = await listRows();
  await user.click(first.querySelector('td.column-ProductName')!);
}

const productsNamed = (name: string) =>
  demo()
    .store.collection('products')
    .filter((product) => product.ProductName === name);

describe('adding and editing a product', () => {
  it('a create failing at the attribute step says so, shows no success, and leaves no half-made product', async () => {
    const { user, path } = await renderApp({ at: '/products/create' });
    await fillProduct(user, 'สินค้าที่ต้องล้มเหลว');
    demo().setFault({
      method: 'POST',
      path: '/product/api/v1/ProductAttribute/systemproductattribute',
      status: 500,
      message: 'Attribute service is down',
    });
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await screen.findByText(/เพิ่มคุณสมบัติสินค้าไม่สำเร็จ: เซิร์ฟเวอร์เกิดปัญหา/);
    expect(screen.queryByText('เพิ่มสินค้าเรียบร้อยแล้ว')).toBeNull();
    // the form and what was typed stay
    expect(path()).toBe('/products/create');
    expect(field('ProductName').value).toBe('สินค้าที่ต้องล้มเหลว');
    // the product its first step made is removed again
    expect(productsNamed('สินค้าที่ต้องล้มเหลว')).toHaveLength(0);
  });

  it('keeps what was typed while the edited product is still being read', async () => {
    const { user, path } = await renderApp({ at: '/products' });
    await listRows();
    // the product's own read answers 3 s late: until then the form shows the row the list had
    demo().setFault({ method: 'GET', path: '/product/api/v1/Product/Product', delayMs: 3000 });
    const read = watchAnswer('/Product/Product?');
    await openFirstProduct(user);
    await waitFor(() => expect(path()).toMatch(/^\/products\/\d+$/));
    await waitFor(() => expect(field('ProductName').value).not.toBe(''));
    await fill(user, 'ProductName', 'ชื่อที่พิมพ์ระหว่างอ่านข้อมูล');
    // typed before the product's read answered: what the test is about
    expect(read.isAnswered()).toBe(false);
    await read.answered;
    // the answer drawn, as the browser's "network idle" waits half a second after it
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(field('ProductName').value).toBe('ชื่อที่พิมพ์ระหว่างอ่านข้อมูล');
    expect(screen.getByRole('button', { name: 'บันทึก' })).toHaveProperty('disabled', false);
  });

  it('goes back to the list after a save during which the product was read again, asking nothing', async () => {
    const asked = answerLeaveQuestions(false);
    const { user } = await renderApp({ at: '/products' });
    await listRows();
    // Its first read answers while the save runs: the form is reset under the save (run 35).
    demo().setFault({ method: 'GET', path: '/product/api/v1/Product/Product', delayMs: 3000 });
    await openFirstProduct(user);
    await waitFor(() => expect(field('SizeHeight').value).not.toBe(''));
    const taller = String(Number(field('SizeHeight').value) + 1);
    await fill(user, 'SizeHeight', taller);
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await screen.findByText('แก้ไขสินค้าเรียบร้อยแล้ว');
    // The list, not a question whether to discard the changes just saved (which stayed on the form).
    await waitFor(() =>
      expect(asked.length ? `asked: ${asked.join()}` : window.location.pathname).toBe('/products'),
    );
  });

  // Last: the file's first test also loads the app's code, and this one is long enough already.
  it('adds a product through the three steps, shows it for editing, and deletes it', async () => {
    const { user, path } = await renderApp({ at: '/product/components/AddProduct' });
    await waitFor(() => expect(path()).toBe('/products/create'));
    await fillProduct(user, 'น้ำดื่มทดสอบระบบ 600 มล.');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await screen.findByText('เพิ่มสินค้าเรียบร้อยแล้ว');
    expect(productsNamed('น้ำดื่มทดสอบระบบ 600 มล.')).toHaveLength(1);
    // the list, with or without its filters in the query
    await waitFor(() => expect(path()).toMatch(/^\/products(\?|$)/));
    await user.click(await screen.findByPlaceholderText('ชื่อสินค้า'));
    await user.paste('น้ำดื่มทดสอบระบบ');
    await waitFor(() => {
      const rows = drawnRows();
      expect(rows).toHaveLength(1);
      expect(rows[0].textContent).toContain('น้ำดื่มทดสอบระบบ');
    });
    await user.click(drawnRows()[0].querySelector('td.column-ProductName')!);
    await waitFor(() => expect(path()).toMatch(/^\/products\/\d+$/));
    await waitFor(() => expect(field('ProductName').value).toBe('น้ำดื่มทดสอบระบบ 600 มล.'));
    expect(field('SizeHeight').value).toBe('22');
    await waitFor(() => expect(preview()).not.toBeNull());
    await fill(user, 'SizeHeight', '23');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await screen.findByText('แก้ไขสินค้าเรียบร้อยแล้ว');
    await waitFor(() => expect(path()).toMatch(/^\/products(\?|$)/));
    const [first] = await listRows();
    await user.click(within(first).getByRole('button', { name: 'ลบ' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ยืนยัน' }));
    await screen.findByText('ลบสินค้าเรียบร้อยแล้ว');
    await waitFor(() => expect(productsNamed('น้ำดื่มทดสอบระบบ 600 มล.')).toHaveLength(0));
    // A person's whole way through three screens: on a loaded 2-core machine more than the tier's 30 s.
  }, 60_000);
});
