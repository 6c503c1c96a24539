import { describe, expect, it } from 'vitest';
import {
  componentTestFile,
  demo,
  listRows,
  renderApp,
  screen,
  waitFor,
  within,
} from '../../../tests/support/renderApp';

componentTestFile();

type User = Awaited<ReturnType<typeof renderApp>>['user'];

/** A 1×1 PNG, as a photo taken in a shop would be. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

/** The survey form itself (the list's search box would answer a search by label too). */
const form = () =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>('#main-content form:has(input[name="storename"])');
    if (!found) throw new Error('the survey form is not drawn');
    return found;
  });
/** A field by its label, with or without the mark of a required one. */
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\s*\\*?$`);
const input = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText<HTMLInputElement>(labelled(label), { selector: 'input, textarea' });

/** Replaces what a field holds, as a person selecting it all and pasting would. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}

/** Picks an autocomplete's option by typing part of it, once the input is enabled. */
async function choose(user: User, scope: HTMLElement, label: string, typed: string, option: string) {
  const field = await waitFor(() => {
    const found = input(scope, label);
    expect(found.disabled).toBe(false);
    return found;
  });
  await fill(user, field, typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

/**
 * On the add-survey form: a grocery store, its contact, a photo, and an address in Tha Phra,
 * Mueang Khon Kaen, chosen level by level; the sub-district brings its zip code.
 */
async function fillStoreSurvey(user: User, scope: HTMLElement, survey: Record<string, string>) {
  await fill(user, input(scope, 'ชื่อร้าน'), survey.storename);
  await user.click(within(scope).getByLabelText('ร้านโชห่วย'));
  await fill(user, input(scope, 'ชื่อผู้ติดต่อ'), survey.contactname);
  await fill(user, input(scope, 'เบอร์โทรศัพท์'), survey.phone);
  await user.upload(
    within(scope).getByTestId('image-input-ImageUrl') as HTMLInputElement,
    new File([PNG], 'shop.png', { type: 'image/png' }),
  );
  await waitFor(() =>
    expect(within(scope).getByTestId('image-preview-ImageUrl').querySelector('img')).not.toBeNull(),
  );
  await fill(user, input(scope, 'ที่อยู่'), '99/1 ถนนมิตรภาพ');
  await choose(user, scope, 'ภาค', 'ตะวันออกเฉียงเหนือ', 'ภาคตะวันออกเฉียงเหนือ');
  await choose(user, scope, 'จังหวัด', 'ขอนแก่น', 'ขอนแก่น');
  await choose(user, scope, 'อำเภอ/เขต', 'เมืองขอน', 'เมืองขอนแก่น');
  await choose(user, scope, 'ตำบล/แขวง', 'ท่าพระ', 'ท่าพระ');
  // Tha Phra of Mueang Khon Kaen has its own zip code, not the district's 40000.
  await waitFor(() => expect(input(scope, 'รหัสไปรษณีย์').value).toBe('40260'));
}

const rowsOf = async (text: string) => (await listRows()).filter((row) => row.textContent!.includes(text));

describe('store surveys (/store-surveys)', () => {
  it('are created with a cascaded address, a Thai phone and a photo; then registered, edited and deleted', async () => {
    const { user, path } = await renderApp({ as: 'sales', at: '/sales/storesurvey' });
    await waitFor(() => expect(path()).toMatch(/^\/store-surveys(\?|$)/));
    await waitFor(async () => expect(await listRows()).toHaveLength(10));

    await user.click(screen.getByRole('link', { name: 'สร้าง' }));
    await waitFor(() => expect(path()).toBe('/store-surveys/create'));
    let scope = await form();
    await fillStoreSurvey(user, scope, {
      storename: 'ร้านป้าแดง ท่าพระ',
      contactname: 'แดง ทดลองดี',
      phone: '12345',
    });
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    // Not interested and no reason, and a phone that is not Thai: both said, nothing sent.
    await screen.findByText(/เบอร์โทรศัพท์ไม่ถูกต้อง/);
    await screen.findByText('โปรดระบุเหตุผลที่ร้านไม่สนใจ');
    expect(path()).toBe('/store-surveys/create');
    // The photo went up as it was chosen; the survey itself is not sent.
    expect(
      demo()
        .writes()
        .filter(({ url }) => !url.pathname.includes('Upload')),
    ).toEqual([]);

    await fill(user, input(scope, 'เบอร์โทรศัพท์'), '081 234 5678');
    await user.click(within(scope).getByLabelText('สนใจเข้าร่วม'));
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(path()).toMatch(/^\/store-surveys(\?|$)/));
    await waitFor(async () => expect(await rowsOf('ร้านป้าแดง ท่าพระ')).toHaveLength(1));
    expect((await listRows())[0].textContent).toContain('ร้านป้าแดง ท่าพระ');
    const created = async () => (await rowsOf('ร้านป้าแดง ท่าพระ'))[0];
    const cells = (await created()).textContent!;
    // The phone is masked in the list, like a partner's.
    for (const shown of ['ร้านโชห่วย', 'แดง ทดลองดี', '08x-xxx-5678', 'ขอนแก่น', 'เมืองขอนแก่น', 'sales'])
      expect(cells).toContain(shown);
    expect(cells).not.toContain('081-234-5678');
    await waitFor(async () =>
      expect((await created()).querySelector('img')?.getAttribute('src')).toMatch(
        /\/demo-files\/upload\/\d+$/,
      ),
    );

    // The store agreed: an invitation to register goes to the address staff give.
    await user.click(within(await created()).getByRole('button', { name: 'ส่งอีเมลลงทะเบียน' }));
    const dialog = await screen.findByRole('dialog');
    await fill(
      user,
      within(dialog).getByLabelText(labelled('อีเมลของร้าน'), { selector: 'input' }),
      'pa-daeng@example',
    );
    await user.click(within(dialog).getByRole('button', { name: 'ส่งอีเมล' }));
    await within(dialog).findByText('ต้องเป็นอีเมลที่ถูกต้อง');
    await fill(
      user,
      within(dialog).getByLabelText(labelled('อีเมลของร้าน'), { selector: 'input' }),
      'pa-daeng@example.co.th',
    );
    await user.click(within(dialog).getByRole('button', { name: 'ส่งอีเมล' }));
    await screen.findByText('ส่งอีเมลลงทะเบียนไปที่ pa-daeng@example.co.th แล้ว');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Edit: the address comes back as chosen, and another district empties the levels below it.
    await user.click(within(await created()).getByText('ร้านป้าแดง ท่าพระ'));
    scope = await form();
    await waitFor(() => expect(input(scope, 'ตำบล/แขวง').value).toBe('ท่าพระ'));
    // The phone is masked in the form too until sales reveals it; then it is the input.
    await waitFor(() =>
      expect(within(scope).getByTestId('sensitive-contactphoneNo').textContent).toBe('08x-xxx-5678'),
    );
    await user.click(within(scope).getByRole('button', { name: 'แสดง เบอร์โทรศัพท์' }));
    await waitFor(() => expect(input(scope, 'เบอร์โทรศัพท์').value).toBe('0812345678'));
    await choose(user, scope, 'อำเภอ/เขต', 'บ้านไผ่', 'บ้านไผ่');
    await waitFor(() => expect(input(scope, 'ตำบล/แขวง').value).toBe(''));
    expect(input(scope, 'รหัสไปรษณีย์').value).toBe('');
    await choose(user, scope, 'ตำบล/แขวง', 'ในเมือง', 'ในเมือง');
    await waitFor(() => expect(input(scope, 'รหัสไปรษณีย์').value).toBe('40110'));
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(path()).toMatch(/^\/store-surveys(\?|$)/));
    await waitFor(async () => expect((await created())?.textContent).toContain('บ้านไผ่'));

    // Delete, after a confirmation.
    await user.click(within(await created()).getByRole('button', { name: 'ลบ' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(async () => expect(await rowsOf('ร้านป้าแดง ท่าพระ')).toHaveLength(0));
  }, 60_000);
});
