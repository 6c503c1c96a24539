import { describe, expect, it } from 'vitest';
import {
  componentTestFile,
  demo,
  drawnRows,
  listRows,
  renderApp,
  screen,
  waitFor,
  within,
} from '../../../../../tests/support/renderApp';

componentTestFile();

const REFUSAL = 'ใบอนุญาตถูกแก้ไขโดยผู้อื่น';
const PENDING = `/supplier-alcohol?filter=${encodeURIComponent('{"ApprovedStatus":"PENDING"}')}`;

/** The partner's name in a licence list's row. */
const nameOf = (row: HTMLElement) => row.querySelector('td.column-SupplierName')?.textContent?.trim() ?? '';
const shownNames = async () => (await listRows()).map(nameOf);
const displayedRows = () => document.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? '';
const checkedBoxes = () => screen.queryAllByRole<HTMLInputElement>('checkbox').filter((box) => box.checked);
const decisionsSent = () =>
  demo()
    .writes()
    .filter(({ method, url }) => method === 'PUT' && url.pathname.includes('SellAlcohol'));
const menu = () => screen.getAllByRole('navigation')[0];
/** The supplier licences' work queue count in the drawer, as a number (its `data-count`). */
const queueCount = () => Number(within(menu()).getByTestId('queue-count-supplier-alcohol').dataset.count);

describe('work queues and bulk licence decisions (/supplier-alcohol)', () => {
  it('counts waiting licences in the menu, opens them filtered, and decides three with one remark, one refused', async () => {
    const { user, path } = await renderApp({ at: '/' });

    // The closed section adds up its queues; opened, its entry says its own count and links to it.
    await within(menu()).findByTestId('section-queue-count-wholesale');
    await user.click(within(menu()).getByRole('menuitem', { name: 'ผู้ขายส่ง' }));
    const count = await within(menu()).findByTestId('queue-count-supplier-alcohol');
    const before = queueCount();
    expect(before).toBeGreaterThan(3);
    // The count in words, then how long the oldest has waited (issue 37, queue ageing).
    expect(count.getAttribute('aria-label')).toMatch(
      new RegExp(`^อนุมัติใบอนุญาตจำหน่ายสุรา: รอดำเนินการ ${before} รายการ รายการที่รอนานที่สุด`),
    );
    await user.click(count);
    await waitFor(() => expect(window.location.pathname).toBe('/supplier-alcohol'));
    expect(JSON.parse(new URL(path(), window.location.origin).searchParams.get('filter') ?? '{}')).toEqual({
      ApprovedStatus: 'PENDING',
    });
    await waitFor(() => expect(drawnRows().length).toBeGreaterThan(3));
    await waitFor(() => expect(displayedRows()).toContain(before.toLocaleString('th-TH')));

    // Three waiting requests (the first three rows), the first of which the service refuses.
    const names = await waitFor(async () => {
      const shown = (await shownNames()).slice(0, 4);
      expect(shown.every(Boolean)).toBe(true);
      return shown;
    });
    // Each row's box as drawn now: the list draws its rows again as it settles on its filter.
    for (const index of [0, 1, 2])
      await user.click(
        await waitFor(() => {
          const box = drawnRows()[index]?.querySelector<HTMLInputElement>('input[type="checkbox"]');
          if (!box) throw new Error(`row ${index + 1} has no box drawn`);
          return box;
        }),
      );
    demo().setFault({
      method: 'PUT',
      path: 'BackOfficeSupplierSellAlcohol',
      status: 409,
      message: REFUSAL,
      times: 1,
    });
    await user.click(screen.getByRole('button', { name: 'อนุมัติที่เลือก' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('อนุมัติใบอนุญาต 3 รายการ');
    await user.type(within(dialog).getByLabelText('หมายเหตุ'), 'เอกสารครบถ้วน');
    // A double click sends each request once.
    await user.dblClick(within(dialog).getByRole('button', { name: 'อนุมัติ' }));
    await screen.findByText('สำเร็จ 2 รายการ ไม่สำเร็จ 1 รายการ');
    expect(decisionsSent()).toHaveLength(3);

    // The refused one stays, selected, with its reason; the two approved leave the waiting list.
    await waitFor(async () => expect((await shownNames()).slice(0, 2)).toEqual([names[0], names[3]]));
    const outcomes = await screen.findAllByTestId('decision-outcome');
    expect(outcomes.map((outcome) => outcome.textContent)).toEqual([`ไม่สำเร็จ: ${REFUSAL}`]);
    const refused = outcomes[0].closest('tr')!;
    expect(nameOf(refused)).toBe(names[0]);
    // Once the dialog has gone (while it closes, the page behind it is hidden from the reader).
    await waitFor(() => expect(within(refused).getByRole<HTMLInputElement>('checkbox').checked).toBe(true));
    await waitFor(() => expect(displayedRows()).toContain((before - 2).toLocaleString('th-TH')));
    await waitFor(() => expect(checkedBoxes()).toHaveLength(1));

    // The menu's count follows at once, not a minute later.
    await waitFor(() => expect(queueCount()).toBe(before - 2));
  });

  it('sends nothing for a selected licence another person decided meanwhile, and decides the rest', async () => {
    const { user } = await renderApp({ at: PENDING });
    const names = await waitFor(async () => {
      const shown = (await shownNames()).filter(Boolean);
      expect(shown.length).toBeGreaterThan(2);
      return await shownNames();
    });
    // Two rows whose partners' names appear once in the list (one is decided behind the screen's
    // back, found by its name), ticked by their place in the list.
    const [first, second] = names
      .map((name, index) => ({ name, index }))
      .filter(({ name }) => name && names.indexOf(name) === names.lastIndexOf(name));
    expect(second).toBeDefined();
    const rows = await listRows();
    for (const { index } of [first, second])
      await user.click(await within(rows[index]).findByRole('checkbox'));
    await waitFor(() => expect(checkedBoxes()).toHaveLength(2));
    const changed = await demo().changeRecords('supplier-alcohol', 'SupplierName', first.name, {
      ApprovedStatus: 'REJECTED',
    });
    expect(changed).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'อนุมัติที่เลือก' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('หมายเหตุ'), 'เอกสารครบถ้วน');
    await user.click(within(dialog).getByRole('button', { name: 'อนุมัติ' }));
    await screen.findByText('สำเร็จ 1 รายการ ไม่สำเร็จ 0 รายการ');
    expect(decisionsSent()).toHaveLength(1);
  });
});
