import { describe, expect, it } from 'vitest';
import { componentTestFile, demo, renderApp, screen, waitFor } from '../../../tests/support/renderApp';

componentTestFile();

describe('adding a category', () => {
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
