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

/** The form's field of that name; throws until it is drawn (for `waitFor`). */
function field(name: string): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>(`#main-content input[name="${name}"]`);
  if (!input) throw new Error(`no field ${name} is drawn`);
  return input;
}

describe('adding a category', () => {
  it('refuses a missing title and a code with other characters, then adds one found by name on the list', async () => {
    const { user, path } = await renderApp({ at: '/categories/create' });
    await user.type(await waitFor(() => field('CategoryCode')), 'PET!');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect((await screen.findAllByText('จำเป็นต้องกรอก')).length).toBeGreaterThan(0);
    await screen.findByText('ใช้ได้เฉพาะตัวอักษรอังกฤษ ตัวเลข - และ _');
    expect(demo().writes()).toEqual([]);

    await user.type(field('Tiltle'), 'อาหารสัตว์เลี้ยง');
    await user.clear(field('CategoryCode'));
    await user.type(field('CategoryCode'), 'PET');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await screen.findByText('เพิ่มหมวดหมู่เรียบร้อยแล้ว');
    // Back on the list, sorted by id: the new category is found by its name, as a person finds it.
    await waitFor(() => expect(path()).toMatch(/^\/categories(\?|$)/));
    await user.type(await screen.findByPlaceholderText('ค้นหา'), 'อาหารสัตว์เลี้ยง');
    await waitFor(() =>
      expect(drawnRows().filter((row) => row.textContent!.includes('อาหารสัตว์เลี้ยง'))).toHaveLength(1),
    );
  });

  it("a failed add says 'Error : Add Category' with the server's reason, and keeps what was typed", async () => {
    const { user } = await renderApp({ at: '/categories/create' });
    const title = await waitFor(() => {
      const input = document.querySelector<HTMLInputElement>('input[name="Tiltle"]');
      if (!input) throw new Error('no title field yet');
      return input;
    });
    await user.type(title, 'หมวดทดสอบ');
    demo().setFault({
      method: 'POST',
      path: 'ProductCategory/ProductCategory',
      status: 400,
      message: 'Category name is taken',
      times: 1,
    });
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await screen.findByText('ผิดพลาด : เพิ่มหมวดหมู่ เพิ่มหมวดหมู่ไม่สำเร็จ: Category name is taken');
    expect(title.value).toBe('หมวดทดสอบ');
  });
});
