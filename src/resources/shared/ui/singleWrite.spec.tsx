import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  componentTestFile,
  demo,
  drawnRows,
  renderApp,
  screen,
  waitFor,
  within,
} from '../../../../tests/support/renderApp';
import { loadThaiAddresses } from '../../../demo/kit/thaiAddresses';

componentTestFile();

/** How long the demo backend holds the write: the later presses land while it is under way. */
const HOLD_MS = 1500;

/** Holds the next write to `path` for HOLD_MS before the demo backend answers it as usual. */
const holdNext = (method: string, path: string) =>
  demo().setFault({ method, path, delayMs: HOLD_MS, times: 1 });

/** The writes of one method to a path sent since the screen was drawn. */
const writesTo = (method: string, path: string) =>
  demo()
    .writes()
    .filter((request) => request.method === method && request.url.pathname.includes(path));

/** A person whose mouse goes to the button whether or not it is disabled by then (MUI gives it `pointer-events: none`). */
const anyway = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/**
 * Presses a write's button twice in one moment (the second click comes before the page can draw
 * anything, as a click on a busy machine does), then double-clicks it as a person would while the
 * write is held.
 */
async function pressRepeatedly(button: HTMLElement) {
  button.click();
  button.click();
  await anyway().dblClick(button);
}

/** Once the answer is in, a second write would have been sent by now: a moment more, then count. */
async function settledCount(method: string, path: string) {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return writesTo(method, path).length;
}

const firstRowWith = (selector: string) =>
  waitFor(() => {
    const row = drawnRows().find((candidate) => candidate.querySelector(selector));
    if (!row) throw new Error(`no row has ${selector}`);
    return row;
  });

describe('a write is sent once, however often its button is pressed', () => {
  it('a withdrawal decision: one PUT', async () => {
    const { user } = await renderApp({
      as: 'finance',
      at: '/finance/transactionout?TransactionStatusCode=WAITING_APPROVAL',
    });
    const row = await firstRowWith('td.column-TransactionNo');
    const number = row.querySelector('td.column-TransactionNo')!.textContent!.trim();
    await user.click(within(row).getByRole('button', { name: `พิจารณาการถอนเงิน ${number}` }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'ไม่อนุมัติ' }));
    holdNext('PUT', 'Transaction/withdraw');
    await pressRepeatedly(within(dialog).getByRole('button', { name: 'ยืนยันไม่อนุมัติ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: HOLD_MS + 10_000 });
    await expect(settledCount('PUT', 'Transaction/withdraw')).resolves.toBe(1);
    // The file's first screen loads the app's code as it draws: near 30 s on a busy 2-core machine.
  }, 60_000);

  it('a licence decision: one PUT', async () => {
    const { user } = await renderApp({ at: '/supplier-alcohol' });
    const row = await waitFor(() => {
      const pending = drawnRows().find(
        (candidate) => candidate.querySelector('[data-testid="approval-status"]')?.textContent === 'รอพิจารณา',
      );
      if (!pending) throw new Error('no licence waiting for a decision is drawn');
      return pending;
    });
    const name = row.querySelector('td.column-SupplierName')!.textContent!.trim();
    await user.click(within(row).getByRole('button', { name: `อนุมัติ ${name}` }));
    const dialog = await screen.findByRole('dialog');
    holdNext('PUT', 'BackOfficeSupplierSellAlcohol');
    await pressRepeatedly(within(dialog).getByRole('button', { name: 'อนุมัติ' }));
    await screen.findByText('สำเร็จ : อัปเดตสถานะ', {}, { timeout: HOLD_MS + 10_000 });
    expect(screen.getAllByText('สำเร็จ : อัปเดตสถานะ')).toHaveLength(1);
    await expect(settledCount('PUT', 'SellAlcohol')).resolves.toBe(1);
  });

  it('a master-data name added with Enter pressed twice: one POST', async () => {
    const { user } = await renderApp({ at: '/master-data/address/region' });
    await waitFor(() => {
      if (!drawnRows().some((row) => row.textContent!.includes('ภาคเหนือ'))) throw new Error('no regions yet');
    });
    await user.click(screen.getByRole('button', { name: 'เพิ่ม' }));
    const dialog = await screen.findByRole('dialog');
    const name = await waitFor(() => {
      const input = dialog.querySelector<HTMLInputElement>('input[name="name"]');
      if (!input) throw new Error('no name field yet');
      return input;
    });
    await user.click(name);
    await user.paste('ภาคส่งครั้งเดียว');
    holdNext('POST', 'MasterData/Regions');
    // The form submitted twice in one moment, then Enter twice while the write is held.
    name.form!.requestSubmit();
    name.form!.requestSubmit();
    await user.keyboard('{Enter}{Enter}');
    await screen.findByText('สร้างภูมิภาคใหม่สำเร็จ', {}, { timeout: HOLD_MS + 10_000 });
    await expect(settledCount('POST', 'MasterData/Regions')).resolves.toBe(1);
    await waitFor(() =>
      expect(drawnRows().filter((row) => row.textContent!.includes('ภาคส่งครั้งเดียว'))).toHaveLength(1),
    );
  });

  it("a row's delete, confirmed: one DELETE", async () => {
    // A restricted word: nothing refers to it (a brand that products use may not go).
    const { user } = await renderApp({ at: '/master-data/restrictcontent' });
    const row = await waitFor(() => {
      const found = drawnRows().find((candidate) => candidate.textContent!.includes('กัญชา'));
      if (!found) throw new Error('the word is not listed yet');
      return found;
    });
    await user.click(within(row).getByRole('button', { name: 'ลบ' }));
    const dialog = await screen.findByRole('dialog');
    holdNext('DELETE', 'RestrictContent/RestrictContent');
    await pressRepeatedly(within(dialog).getByRole('button', { name: 'ยืนยัน' }));
    await screen.findByText('ลบคำต้องห้ามแล้ว', {}, { timeout: HOLD_MS + 10_000 });
    await expect(settledCount('DELETE', 'RestrictContent/RestrictContent')).resolves.toBe(1);
  });

  it("a grocery user's new password, confirmed: one PUT", async () => {
    await loadThaiAddresses();
    // The demo's fourth store and its first user, as the demo backend holds them.
    const store = (demo().store.collection('groceries') as { GroceryId: number; GroceryName: string }[])[3];
    const owner = (
      demo().store.collection('grocery-users') as {
        GroceryId: number;
        GroceryUserId: number;
        FullName: string;
        Username: string;
      }[]
    ).find((candidate) => candidate.GroceryId === store.GroceryId)!;
    const { user } = await renderApp({ at: `/grocery/gc-password?GroceryId=${store.GroceryId}` });
    const chosen = await screen.findByRole<HTMLInputElement>('combobox', { name: 'ร้านค้า' });
    await waitFor(() => expect(chosen.value).toBe(store.GroceryName));
    await user.click(await screen.findByRole('combobox', { name: 'ผู้ใช้งาน' }));
    await user.click(await screen.findByRole('option', { name: `${owner.FullName} (${owner.Username})` }));
    for (const label of ['รหัสผ่านใหม่', 'ยืนยันรหัสผ่านใหม่']) {
      await user.click(screen.getByLabelText(label, { selector: 'input' }));
      await user.paste('grocery-2026');
    }
    await user.click(screen.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }));
    const path = `GroceryUserPassword/${owner.GroceryUserId}`;
    holdNext('PUT', path);
    await pressRepeatedly(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'ตั้งรหัสผ่าน' }),
    );
    await screen.findByText('ตั้งรหัสผ่านใหม่เรียบร้อยแล้ว', {}, { timeout: HOLD_MS + 10_000 });
    expect(screen.getAllByText('ตั้งรหัสผ่านใหม่เรียบร้อยแล้ว')).toHaveLength(1);
    await expect(settledCount('PUT', path)).resolves.toBe(1);
  });
});
