import { describe, expect, it } from 'vitest';
import {
  componentTestFile,
  demo,
  moveTo,
  renderApp,
  screen,
  waitFor,
  within,
} from '../../../tests/support/renderApp';
import { loadThaiAddresses } from '../../demo/kit/thaiAddresses';

componentTestFile();

/** A store's option: its name, then where it is. */
const startsWith = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const newPassword = () => screen.getByLabelText<HTMLInputElement>('รหัสผ่านใหม่', { selector: 'input' });
const retyped = () => screen.getByLabelText<HTMLInputElement>('ยืนยันรหัสผ่านใหม่', { selector: 'input' });
const passwordWrites = () =>
  demo()
    .writes()
    .filter(({ url }) => url.pathname.includes('GroceryUserPassword'));

/** Replaces what a field holds, as a person selecting it all and pasting would. */
async function fill(user: Awaited<ReturnType<typeof renderApp>>['user'], input: HTMLElement, text: string) {
  await user.clear(input);
  await user.paste(text);
}

/** The demo's stores and their users, as the demo backend holds them now. */
const groceries = () => demo().store.collection('groceries') as { GroceryId: number; GroceryName: string }[];
const groceryUsers = () =>
  demo().store.collection('grocery-users') as { GroceryId: number; FullName: string; Username: string }[];

describe('a grocery user’s new password', () => {
  it('is set after a confirmation, and the form forgets it', async () => {
    const { user } = await renderApp({ at: '/grocery/gc-password' });
    await loadThaiAddresses();
    const stores = groceries();
    const store = stores.find(
      (candidate) => stores.filter((other) => other.GroceryName.includes(candidate.GroceryName)).length === 1,
    )!;
    const owner = groceryUsers().find((user) => user.GroceryId === store.GroceryId)!;
    await user.click(await screen.findByRole('combobox', { name: 'ร้านค้า' }));
    await user.paste(store.GroceryName);
    await user.click(await screen.findByRole('option', { name: startsWith(store.GroceryName) }));
    await user.click(await screen.findByRole('combobox', { name: 'ผู้ใช้งาน' }));
    await user.click(await screen.findByRole('option', { name: `${owner.FullName} (${owner.Username})` }));
    await fill(user, newPassword(), 'short');
    await fill(user, retyped(), 'short');
    await user.click(screen.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }));
    await waitFor(() => expect(document.querySelector('main')!.textContent).toContain('อย่างน้อย 12'));
    expect(screen.queryByRole('dialog')).toBeNull();

    await fill(user, newPassword(), 'grocery-2026');
    await fill(user, retyped(), 'grocery-2026');
    await user.click(screen.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'ตั้งรหัสผ่าน' }));
    await screen.findByText('ตั้งรหัสผ่านใหม่เรียบร้อยแล้ว');
    expect(passwordWrites()).toHaveLength(1);
    await waitFor(() => expect(newPassword().value).toBe(''));
    expect(document.documentElement.outerHTML).not.toContain('grocery-2026');
  });

  it('may be reset only by the roles of its own menu entry, not every role that may list the stores', async () => {
    await renderApp({ as: 'sales', at: '/grocery/grocerys' });
    await screen.findByRole('table');
    await moveTo('/grocery/gc-password', { at: false });
    await screen.findByTestId('not-allowed');
    expect(screen.queryByLabelText('รหัสผ่านใหม่', { selector: 'input' })).toBeNull();
  });

  it('may be reset by support', async () => {
    await renderApp({ as: 'support', at: '/grocery/gc-password' });
    await waitFor(newPassword);
  });

  it('opens from an old link with its store chosen', async () => {
    // The store is named in the address before anything is drawn: the demo's seed needs its addresses.
    await loadThaiAddresses();
    const store = groceries()[3];
    const owner = groceryUsers().find((user) => user.GroceryId === store.GroceryId)!;
    const { user } = await renderApp({ at: `/grocery/gc-password?GroceryId=${store.GroceryId}` });
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'ร้านค้า' }).value).toBe(store.GroceryName),
    );
    await user.click(screen.getByRole('combobox', { name: 'ผู้ใช้งาน' }));
    await screen.findByRole('option', { name: `${owner.FullName} (${owner.Username})` });
  });
});
