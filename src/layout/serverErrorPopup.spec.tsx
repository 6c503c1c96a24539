import { describe, expect, it } from 'vitest';
import {
  componentTestFile,
  demo,
  listRows,
  moveTo,
  renderApp,
  screen,
  waitFor,
  within,
} from '../../tests/support/renderApp';

componentTestFile();

const popup = () => screen.findByTestId('server-error-popup');

/** The texts of the list's cells of a column, once its rows are drawn. */
async function columnTexts(column: string): Promise<string[]> {
  const rows = await listRows();
  return rows.map((row) => (row.querySelector(`td.column-${column}`)?.textContent ?? '').trim());
}

describe('the server error pop-up', () => {
  it('shows an injected server fault without its text, and the app stays usable', async () => {
    demo().setFault({
      method: 'GET',
      path: '/api/Submenu',
      status: 503,
      message: 'Menu service unavailable',
    });
    const { user } = await renderApp({ at: '/' });
    // A 5xx's own text is for the diagnostics page only (docs/api.md, "Errors").
    const shown = (await popup()).textContent;
    expect(shown).toContain('เซิร์ฟเวอร์เกิดปัญหา');
    expect(shown).not.toContain('Menu service unavailable');
    await waitFor(() => expect(screen.getAllByText('ไม่สามารถโหลดเมนูได้').length).toBeGreaterThan(0));
    const retry = screen.getAllByRole('button', { name: 'ลองใหม่' })[0];
    demo().clearFaults();
    // Usable again: by the retry, unless the app has asked for the menu again by itself meanwhile.
    if (!screen.queryByRole('menuitem', { name: 'จัดการเมนู' })) await user.click(retry);
    await user.click(await screen.findByRole('menuitem', { name: 'จัดการเมนู' }));
    await screen.findByRole('table', { name: 'จัดการเมนู' });
    // the pop-up goes away by itself after 1.5 s
    await waitFor(() => expect(screen.queryByTestId('server-error-popup')).toBeNull());
  });

  it('shows a malformed answer as an error, not a blank screen', async () => {
    demo().setFault({ method: 'GET', path: '/api/Mainmenu', malformed: true });
    await renderApp({ at: '/' });
    expect((await popup()).textContent).toContain('เซิร์ฟเวอร์ส่งข้อมูลที่ระบบอ่านไม่ได้');
    await waitFor(() => expect(screen.getAllByText('ไม่สามารถโหลดเมนูได้').length).toBeGreaterThan(0));
  });

  it("shows a refused save's (4xx) own message, not 'server error', and keeps what was typed", async () => {
    const { user } = await renderApp({ at: '/brands/create' });
    const title = await waitFor(() => {
      const input = document.querySelector<HTMLInputElement>('input[name="BrandTitle"]');
      if (!input) throw new Error('no title field yet');
      return input;
    });
    await user.type(title, 'แบรนด์ทดสอบ');
    demo().setFault({
      method: 'POST',
      path: 'Brand/SystemBrand',
      status: 409,
      message: 'Brand already exists',
      times: 1,
    });
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    const text = (await popup()).textContent;
    expect(text).toContain('Brand already exists');
    expect(text).toContain('คำขอไม่ผ่านการตรวจสอบ (409)');
    expect(text).not.toContain('เซิร์ฟเวอร์ขัดข้อง');
    expect(title.value).toBe('แบรนด์ทดสอบ');
  });
});

describe('a screen whose data cannot be read', () => {
  it('keeps an edit screen whose record cannot be read, saying so until the next try', async () => {
    demo().setFault({ method: 'GET', path: '/product/api/v1/Brand/GetAllBrands', malformed: true });
    const { user, path } = await renderApp({ at: '/brands/1' });
    // An unreadable answer is the server's fault, not a refusal, and not "not found".
    expect((await popup()).textContent).toContain('เซิร์ฟเวอร์ขัดข้อง');
    const error = await screen.findByTestId('record-error');
    expect(error.textContent).toContain('เซิร์ฟเวอร์ส่งข้อมูลที่ระบบอ่านไม่ได้');
    expect(path()).toBe('/brands/1');
    demo().clearFaults();
    await user.click(within(error).getByRole('button', { name: 'ลองใหม่' }));
    await waitFor(() => expect(document.querySelector('input[name="BrandTitle"]')).not.toBeNull());
  });

  it('says "cannot read" where a lookup’s names show when its list cannot be read, until the next try', async () => {
    demo().setFault({ method: 'GET', path: 'UnitMeasurement/Units', malformed: true });
    demo().setFault({ method: 'GET', path: 'api/Position', malformed: true });
    await renderApp({ at: '/products' });
    await waitFor(async () => expect(await columnTexts('UnitId')).toContain('อ่านข้อมูลไม่ได้'));
    await moveTo('/staff', { at: '/employees' });
    await waitFor(async () => expect(await columnTexts('positionId')).toContain('อ่านข้อมูลไม่ได้'));

    demo().clearFaults();
    await moveTo('/products');
    // Every row's unit is read now: a title, none of them "cannot read" or blank.
    await waitFor(async () =>
      expect((await columnTexts('UnitId')).filter((text) => text === '' || text === 'อ่านข้อมูลไม่ได้')).toEqual(
        [],
      ),
    );
  });
});

const SQL = "SqlException: Invalid column name 'Passwd' in table dbo.Users";
/** Pieces of the SQL text, none of which may reach the screen. */
const SQL_PARTS = ['SqlException', 'Invalid column', 'Passwd', 'dbo.Users'];
const SHOWN = 'เซิร์ฟเวอร์เกิดปัญหา (รหัสอ้างอิง req-7f3a9c) กรุณาลองใหม่ภายหลัง';

describe('a server fault (5xx) on screen', () => {
  it('says "server problem" with the request reference, shows no part of an SQL error, and the diagnostics page has the raw text', async () => {
    // Every pop-up's text as it appears: it goes away by itself after 1.5 s.
    const popups: string[] = [];
    const watcher = new MutationObserver(() => {
      for (const shown of document.querySelectorAll<HTMLElement>('[data-testid="server-error-popup"]'))
        if (!popups.includes(shown.textContent ?? '')) popups.push(shown.textContent ?? '');
    });
    watcher.observe(document, { childList: true, subtree: true, characterData: true });
    demo().setFault({
      method: 'GET',
      path: 'BackOfficeSupplier/BackOfficeSuppliers',
      status: 500,
      message: SQL,
      headers: { 'X-Request-Id': 'req-7f3a9c' },
    });
    const { user } = await renderApp({ at: '/suppliers' });

    await waitFor(() => expect(screen.getByTestId('list-error').textContent).toContain(SHOWN));
    watcher.disconnect();
    expect(popups.length).toBeGreaterThan(0);
    for (const shown of popups) expect(shown).toContain(SHOWN);
    // Nowhere on the page, visible or not (a title, an attribute).
    const everything = [document.documentElement.outerHTML, document.body.textContent, ...popups].join('\n');
    for (const part of SQL_PARTS) expect(everything).not.toContain(part);

    // The administrator reads what the server said on the diagnostics page.
    demo().clearFaults();
    await user.click(await screen.findByRole('menuitem', { name: 'ตรวจสอบระบบ' }));
    const faults = await screen.findByTestId('server-faults');
    await waitFor(() => expect(faults.textContent).toContain(SQL));
    const listed = faults.textContent;
    expect(listed).toContain('GET /supplier/api/v1/BackOfficeSupplier/BackOfficeSuppliers');
    expect(listed).toContain('req-7f3a9c');
    expect(listed).toContain('500');
  });
});
