import { describe, expect, it } from 'vitest';
import {
  componentTestFile,
  demo,
  moveTo,
  renderApp,
  screen,
  waitFor,
  within,
  type RenderAppOptions,
} from '../../tests/support/renderApp';

componentTestFile();

const TYPED = 'ชื่อที่พิมพ์ก่อนเซสชันหมด';

/** Everything the page keeps in storage, to show that nothing typed went there. */
const storedText = () => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]);

/** The field of that name under `scope`; throws until it is drawn (for `waitFor`). */
function field(name: string, scope: ParentNode = document): HTMLInputElement {
  const input = scope.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no field ${name} is drawn`);
  return input;
}

const brandTitle = () => field('BrandTitle', document.querySelector('.RaEdit-main') ?? document);

const puts = () =>
  demo()
    .writes()
    .filter(({ method }) => method === 'PUT');

/** The brand edit with its record drawn. */
async function brandTitleDrawn() {
  return waitFor(() => {
    const title = brandTitle();
    if (title.value === '') throw new Error('the brand is not drawn yet');
    return title;
  });
}

/** An admin's brand edit with a title typed and not saved. */
async function typedBrandEdit(options: RenderAppOptions = {}) {
  const view = await renderApp({ at: '/brands/1', ...options });
  const title = await brandTitleDrawn();
  await view.user.clear(title);
  await view.user.type(title, TYPED);
  return view;
}

describe('a session that ends while a form holds typed work', () => {
  it('a 401 on a brand save asks to sign in again over the page, then saves what was typed, once', async () => {
    const { user, path } = await typedBrandEdit();
    // The server refuses the save's token (revoked, say): the save answers 401, once.
    demo().setFault({ method: 'PUT', path: 'Brand/SystemBrand', status: 401, times: 1 });
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    const dialog = await screen.findByTestId('session-resume');
    expect(path()).toBe('/brands/1');
    expect(field('username', dialog).value).toBe('admin');
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(storedText()).not.toContain(TYPED);

    // A wrong password says so and keeps the dialog and the form.
    await user.type(field('password', dialog), 'not-the-password');
    await user.click(within(dialog).getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await within(dialog).findByTestId('sign-in-again-error');
    expect(brandTitle().value).toBe(TYPED);

    await user.clear(field('password', dialog));
    await user.type(field('password', dialog), 'demo1234');
    await user.click(within(dialog).getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await waitFor(() => expect(path()).toMatch(/^\/brands(\?|$)/));
    // Sent again once, after the sign-in: the refused save and the saved one.
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(JSON.parse(puts()[1].body)).toMatchObject({ BrandId: 1, BrandTitle: TYPED });
    await moveTo('/brands/1');
    await waitFor(() => expect(brandTitle().value).toBe(TYPED));
  });

  it('an account with a second factor gives its code in the dialog too', async () => {
    const { user, path } = await renderApp({ as: null, at: '/brands/1' });
    await user.type(await waitFor(() => field('username')), 'secure');
    await user.type(field('password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await user.type(await waitFor(() => field('code')), '246810');
    await user.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    const title = await brandTitleDrawn();
    await user.clear(title);
    await user.type(title, TYPED);
    demo().setFault({ method: 'PUT', path: 'Brand/SystemBrand', status: 401, times: 1 });
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    const dialog = await screen.findByTestId('session-resume');
    await user.type(field('password', dialog), 'demo1234');
    await user.click(within(dialog).getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await user.type(await waitFor(() => field('code', dialog)), '246810');
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(path()).toMatch(/^\/brands(\?|$)/));
    await moveTo('/brands/1');
    await waitFor(() => expect(brandTitle().value).toBe(TYPED));
  });

  it('a 401 on a save, then "sign out": the sign-in form, not the not-allowed page, and nothing kept', async () => {
    const { user, path } = await typedBrandEdit();
    demo().setFault({ method: 'PUT', path: 'Brand/SystemBrand', status: 401, times: 1 });
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    const dialog = await screen.findByTestId('session-resume');
    await user.click(within(dialog).getByRole('button', { name: 'ออกจากระบบตอนนี้' }));
    await waitFor(() => expect(path()).toBe('/login'));
    await waitFor(() => field('username'));
    expect(screen.queryByTestId('not-allowed')).toBeNull();
    expect(localStorage.getItem('id')).toBeNull();
  });

  it('covers the page while it asks, and signs out after one more idle period unanswered', async () => {
    // Six idle seconds, so the test sees the second period end.
    const { user, path } = await typedBrandEdit({ config: { session: { idleMinutes: 0.1 } } });
    demo().setFault({ method: 'PUT', path: 'Brand/SystemBrand', status: 401, times: 1 });
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    const dialog = await screen.findByTestId('session-resume');
    // Behind it the page can be neither reached nor read: inert, under an opaque cover.
    await waitFor(() =>
      expect(document.querySelector('.RaLayout-appFrame')?.hasAttribute('inert')).toBe(true),
    );
    const cover = dialog.closest('.MuiDialog-root')!.querySelector<HTMLElement>('.MuiBackdrop-root')!;
    expect(getComputedStyle(cover).backgroundColor).not.toMatch(/rgba\([^)]*,\s*0?\.\d+\)|transparent/);
    expect(brandTitle().value).toBe(TYPED);
    // Nobody answers: signed out, at the sign-in form, nothing typed left in the page or in storage.
    await waitFor(() => expect(path()).toBe('/login'), { timeout: 20_000 });
    await waitFor(() => field('username'));
    expect(document.body.innerHTML).not.toContain(TYPED);
    expect(Array.from(document.querySelectorAll('input'), (input) => input.value)).not.toContain(TYPED);
    expect(storedText()).not.toContain(TYPED);
    expect(localStorage.getItem('id')).toBeNull();
  });
});
