import { describe, expect, it } from 'vitest';
import {
  answerLeaveQuestions,
  componentTestFile,
  demo,
  renderApp,
  screen,
  waitFor,
} from '../../../tests/support/renderApp';

componentTestFile();

// A 1×1 PNG, as a staff member's logo file would be.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
const png = (name = 'logo.png') => new File([PNG], name, { type: 'image/png' });

const titleInput = () => document.querySelector<HTMLInputElement>('input[name="BrandTitle"]')!;
const imageInput = () => screen.getByTestId('image-input-BrandImgUrl') as HTMLInputElement;
const uploads = () =>
  demo()
    .writes()
    .filter(({ url }) => url.pathname.endsWith('/Upload'));

describe('the brand form', () => {
  it('asks for a title before saving, and saves one with a logo', async () => {
    const { user, path } = await renderApp({ at: '/brands/create' });
    await user.click(await screen.findByRole('button', { name: 'บันทึก' }));
    await screen.findByText('จำเป็นต้องกรอก');
    expect(demo().writes()).toEqual([]);
    await user.type(titleInput(), 'แบรนด์ทดสอบอัตโนมัติ');
    await user.upload(imageInput(), png());
    await waitFor(() =>
      expect(screen.getByTestId('image-preview-BrandImgUrl').querySelector('img')).not.toBeNull(),
    );
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await screen.findByText('เพิ่มแบรนด์เรียบร้อยแล้ว');
    await waitFor(() => expect(path()).toMatch(/^\/brands(\?|$)/));
    const saved = demo()
      .store.collection('brands')
      .filter((brand) => JSON.stringify(brand).includes('แบรนด์ทดสอบอัตโนมัติ'));
    expect(saved).toHaveLength(1);
  });

  it('asks before leaving with unsaved changes, and staying keeps what was typed', async () => {
    const asked = answerLeaveQuestions(false);
    const { user, path } = await renderApp({ at: '/brands/create' });
    await user.type(await waitFor(titleInput), 'ยังไม่ได้บันทึก');
    // The drawer's entries come from the menu service: a fast machine types before they are drawn.
    await user.click(await screen.findByRole('menuitem', { name: 'แดชบอร์ด' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toMatch(/\S/);
    expect(path()).toBe('/brands/create');
    expect(titleInput().value).toBe('ยังไม่ได้บันทึก');
  });

  it('says a failed upload failed, without the server text, and keeps the form', async () => {
    const { user } = await renderApp({ at: '/brands/create' });
    await user.type(await waitFor(titleInput), 'แบรนด์ที่อัปโหลดไม่ผ่าน');
    demo().setFault({
      method: 'POST',
      path: '/product/api/v1/Upload',
      status: 500,
      message: 'Storage is full',
    });
    await user.upload(imageInput(), png());
    await screen.findByText(/อัปโหลดรูปภาพไม่สำเร็จ: เซิร์ฟเวอร์เกิดปัญหา/);
    expect(screen.queryByText('Storage is full')).toBeNull();
    expect(screen.getByTestId('image-preview-BrandImgUrl').querySelector('img')).toBeNull();
    expect(titleInput().value).toBe('แบรนด์ที่อัปโหลดไม่ผ่าน');
    // an answer without an image URL is a failed upload too
    demo().setFault({
      method: 'POST',
      path: '/product/api/v1/Upload',
      status: 200,
      body: { ResponseCode: 200, Data: {} },
    });
    await user.upload(imageInput(), png('again.png'));
    await screen.findByText('ล้มเหลว : อัปโหลดไม่สำเร็จ');
    expect(screen.getByTestId('image-preview-BrandImgUrl').querySelector('img')).toBeNull();
    expect(titleInput().value).toBe('แบรนด์ที่อัปโหลดไม่ผ่าน');
  });

  it('refuses an SVG named .png before any upload call, and says which images it takes', async () => {
    const { user } = await renderApp({ at: '/brands/create' });
    await waitFor(imageInput);
    expect(imageInput().getAttribute('accept')).toBe('image/png,image/jpeg,image/webp');
    const svg = new File(
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      'logo.png',
      {
        type: 'image/png',
      },
    );
    await user.upload(imageInput(), svg);
    await screen.findByText('อัปโหลดได้เฉพาะรูปภาพ PNG, JPEG หรือ WebP: ไฟล์นี้ไม่ใช่รูปภาพชนิดดังกล่าว');
    expect(uploads()).toEqual([]);
    expect(screen.getByTestId('image-preview-BrandImgUrl').querySelector('img')).toBeNull();
    // A real PNG still goes, and its call is the only one made: the SVG made none.
    await user.upload(imageInput(), png());
    await waitFor(() =>
      expect(screen.getByTestId('image-preview-BrandImgUrl').querySelector('img')).not.toBeNull(),
    );
    expect(uploads()).toHaveLength(1);
  });
});
