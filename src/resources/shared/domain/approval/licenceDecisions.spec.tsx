import { describe, expect, it } from 'vitest';
import {
  componentTestFile,
  demo,
  listRows,
  renderApp,
  screen,
  waitFor,
  within,
} from '../../../../../tests/support/renderApp';

componentTestFile();

type User = Awaited<ReturnType<typeof renderApp>>['user'];

/** The partner's name in a licence list's row (the supplier's or the grocery's list). */
const NAME_CELLS = 'td.column-SupplierName, td.column-GroceryName';
const nameOf = (row: HTMLElement) => row.querySelector(NAME_CELLS)?.textContent?.trim() ?? '';
const statusOf = (row: HTMLElement) => within(row).getByTestId('approval-status').textContent;
const rowOf = async (name: string) => (await listRows()).find((row) => nameOf(row) === name)!;
const decisionsSent = () =>
  demo()
    .writes()
    .filter(({ method }) => method === 'PUT');

/**
 * On a licence list (not filtered, so that a decided row stays in view with its new status):
 * approves the first pending licence after seeing its document, and rejects the second, which
 * needs a remark; both rows update in place.
 */
async function approveOneRejectAnother(user: User, remark: string) {
  const names = await waitFor(async () => {
    const rows = await listRows();
    const all = rows.map(nameOf);
    // Pending rows whose partner's name is the row's alone (a button is found by that name).
    const pending = rows
      .filter((row) => statusOf(row) === 'รอพิจารณา')
      .map(nameOf)
      .filter((name) => name && all.indexOf(name) === all.lastIndexOf(name));
    expect(pending.length).toBeGreaterThan(1);
    return pending;
  });
  const [first, second] = names;

  await user.click(screen.getByRole('button', { name: `อนุมัติ ${first}` }));
  let dialog = await screen.findByRole('dialog');
  await waitFor(() =>
    expect(
      within(dialog).queryAllByRole('img').length +
        within(dialog).queryAllByText('ไม่มีเอกสารใบอนุญาตแนบมา').length,
    ).toBeGreaterThan(0),
  );
  await user.click(within(dialog).getByRole('button', { name: 'อนุมัติ' }));
  await screen.findByText('สำเร็จ : อัปเดตสถานะ');
  await waitFor(async () => expect(statusOf(await rowOf(first))).toBe('อนุมัติแล้ว'));
  expect(decisionsSent()).toHaveLength(1);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  await user.click(screen.getByRole('button', { name: `ไม่อนุมัติ ${second}` }));
  dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'ไม่อนุมัติ' }));
  await within(dialog).findByText('กรุณาระบุเหตุผลที่ไม่อนุมัติ');
  // A rejection without its reason is not sent.
  expect(decisionsSent()).toHaveLength(1);
  expect(statusOf(await rowOf(second))).toBe('รอพิจารณา');
  await user.type(within(dialog).getByLabelText(/หมายเหตุ/), remark);
  await user.click(within(dialog).getByRole('button', { name: 'ไม่อนุมัติ' }));
  await waitFor(async () => expect(statusOf(await rowOf(second))).toBe('ไม่อนุมัติ'));
  expect((await rowOf(second)).textContent).toContain(remark);
  expect(decisionsSent()).toHaveLength(2);
}

describe("the suppliers' alcohol licences (/supplier-alcohol)", () => {
  it('opens from its old path; approves one and rejects another with a remark, after seeing the licence; the rows update in place', async () => {
    const { user, path } = await renderApp({ at: '/wholesale/document' });
    await waitFor(() => expect(path()).toMatch(/^\/supplier-alcohol(\?|$)/));
    await approveOneRejectAnother(user, 'ใบอนุญาตหมดอายุ');
  });
});

describe("the grocery stores' alcohol licences (/grocery-alcohol)", () => {
  it('opens from its old path; approves one and rejects another with a remark, after seeing the licence; the rows update in place', async () => {
    const { user, path } = await renderApp({ at: '/grocery/document' });
    await waitFor(() => expect(path()).toMatch(/^\/grocery-alcohol(\?|$)/));
    await approveOneRejectAnother(user, 'ใบอนุญาตหมดอายุ');
  });
});

const PENDING = `/supplier-alcohol?filter=${encodeURIComponent('{"ApprovedStatus":"PENDING"}')}`;

describe('how long a licence has waited (/supplier-alcohol)', () => {
  it('counts business days across a weekend and a public holiday', async () => {
    // The clock is Wednesday 18 March 2026; the demo's holidays include Makha Bucha, Tuesday
    // 3 March. From Friday 27 February: 2, 4, 5, 6, 9–13, 16, 17, 18 March.
    const changed = await demo().changeRecords('supplier-alcohol', 'ApprovedStatus', 'PENDING', {
      RequestedAt: '2026-02-27T03:00:00.000Z',
    });
    expect(changed).toBeGreaterThan(0);
    await renderApp({ at: PENDING });
    await listRows();
    const ages = await screen.findAllByTestId('waiting-age');
    expect(ages.length).toBeGreaterThan(0);
    expect([...new Set(ages.map((age) => age.textContent))]).toEqual(['12 วันทำการ']);
  });

  it('says "—" for a licence without a start time', async () => {
    await demo().changeRecords('supplier-alcohol', 'ApprovedStatus', 'PENDING', { RequestedAt: null });
    await renderApp({ at: PENDING });
    await listRows();
    const unknown = await screen.findAllByLabelText('ไม่มีเวลาที่เริ่มรอ จึงไม่ทราบระยะเวลา');
    expect(unknown.length).toBeGreaterThan(0);
    for (const cell of unknown) expect(cell.closest('td')).not.toBeNull();
    expect(screen.queryAllByTestId('waiting-age')).toEqual([]);
  });
});

describe('the right to decide a licence on /supplier-alcohol (config.json `rights`)', () => {
  const rights = { 'supplier-alcohol': { decide: ['admin', 'sales'] } };

  it('offers no decision, single or bulk, to a role that may open the list but not decide', async () => {
    await renderApp({ as: 'support', at: PENDING, config: { rights } });
    const rows = await listRows();
    await waitFor(() => expect(nameOf(rows[0])).not.toBe(''));
    await waitFor(() => expect(statusOf(rows[0])).toBe('รอพิจารณา'));
    expect(screen.queryAllByRole('button', { name: /^อนุมัติ / })).toEqual([]);
    expect(screen.queryAllByRole('button', { name: /^ไม่อนุมัติ / })).toEqual([]);
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });

  it('offers them to a role the right names', async () => {
    await renderApp({ as: 'admin', at: PENDING, config: { rights } });
    const [first] = await listRows();
    await waitFor(() => expect(nameOf(first)).not.toBe(''));
    await within(first).findByRole('button', { name: `อนุมัติ ${nameOf(first)}` });
    expect(within(first).getByRole('button', { name: `ไม่อนุมัติ ${nameOf(first)}` })).toBeTruthy();
    expect(within(first).getByRole('checkbox')).toBeTruthy();
  });
});
