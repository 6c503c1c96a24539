import { describe, expect, it } from 'vitest';
import {
  componentTestFile,
  demo,
  renderApp,
  screen,
  waitFor,
  within,
} from '../../../tests/support/renderApp';

componentTestFile();

type User = Awaited<ReturnType<typeof renderApp>>['user'];

interface Log {
  TypeApp: string;
  TypeAdv: string;
  createdAt: string;
}

/** The demo's day, 18 March 2026, and the first day of the last `days` days up to it. */
const TODAY = '2026-03-18';
const FIRST_DAY: Record<number, string> = { 7: '2026-03-12', 30: '2026-02-17', 90: '2025-12-19' };

/** What the dashboard should count for the last `days` days, read from the visits the demo holds. */
function expected(days: 7 | 30 | 90, app?: string) {
  const shown = demo()
    .store.collection<Log>('advert-logs')
    .filter((log) => {
      const day = log.createdAt.slice(0, 10);
      return day >= FIRST_DAY[days] && day <= TODAY && (!app || log.TypeApp === app);
    });
  const perType = new Map<string, number>();
  for (const log of shown) perType.set(log.TypeAdv, (perType.get(log.TypeAdv) ?? 0) + 1);
  return {
    total: shown.length,
    GC: shown.filter((log) => log.TypeApp === 'GC').length,
    WS: shown.filter((log) => log.TypeApp === 'WS').length,
    perType,
  };
}

const figure = (testId: string) => {
  const value = document.querySelector(`[data-testid="${testId}-value"]`)?.textContent;
  return value === undefined || value === null ? undefined : Number(value.replace(/,/g, ''));
};

/**
 * Types a date into the date input sent as `name` with the keyboard alone, as a person reads it
 * (`DD/MM/BBBB`), once the picker's code is loaded: its first section focused, cleared, the digits typed.
 */
async function typeDate(user: User, name: string, typed: string) {
  const first = await waitFor(() => {
    const found = document
      .querySelector(`input[name="${name}"]`)
      ?.closest('.MuiPickersInputBase-root')
      ?.querySelector<HTMLElement>('[role="spinbutton"]');
    if (!found) throw new Error(`no date input ${name} is drawn`);
    return found;
  });
  await user.click(first);
  await user.keyboard('{Control>}a{/Control}{Backspace}');
  await user.keyboard(typed.replaceAll('/', ''));
}

describe('/advertise/dashboard', () => {
  it('shows the visits the demo holds for the range and app', async () => {
    const { user } = await renderApp({ as: 'sales', at: '/advertise/dashboard' });
    await screen.findByRole('heading', { level: 2, name: 'แดชบอร์ดโฆษณา' });

    // The last 30 days first.
    const month = expected(30);
    expect(month.total).toBeGreaterThan(100);
    await waitFor(() => expect(figure('visits-total')).toBe(month.total));
    expect(figure('visits-app-GC')).toBe(month.GC);
    expect(figure('visits-app-WS')).toBe(month.WS);
    const [topType, top] = [...month.perType].sort((one, other) => other[1] - one[1])[0];
    expect(screen.getByTestId('visits-top-type').textContent).toContain(`${top} ครั้ง`);
    const table = screen.getByTestId('visits-per-type-table');
    expect(table.querySelectorAll('tbody tr')).toHaveLength(month.perType.size);
    expect(table.querySelector(`tr[data-type="${topType}"] [data-column="count"]`)?.textContent).toBe(
      String(top),
    );

    // The last 7 days.
    await user.click(screen.getByRole('button', { name: '7 วันล่าสุด' }));
    const week = expected(7);
    expect(week.total).toBeLessThan(month.total);
    await waitFor(() => expect(figure('visits-total')).toBe(week.total));
    expect(figure('visits-app-GC')).toBe(week.GC);
    expect(figure('visits-app-WS')).toBe(week.WS);

    // The wholesaler app only, over 90 days: every visit the demo seeded for it.
    await user.click(screen.getByRole('button', { name: '90 วันล่าสุด' }));
    await user.click(screen.getByRole('combobox', { name: 'แอป' }));
    await user.click(await screen.findByRole('option', { name: 'แอปผู้ขายส่ง' }));
    const quarter = expected(90, 'WS');
    await waitFor(() => expect(figure('visits-total')).toBe(quarter.total));
    expect(figure('visits-app-WS')).toBe(quarter.total);
    expect(screen.queryByTestId('visits-app-GC')).toBeNull();
    expect(
      within(screen.getByTestId('advert-dashboard')).getByRole('button', { name: 'ดาวน์โหลด CSV' }),
    ).toBeTruthy();
  });

  it('says so when a range has no visit, and when the logs cannot be read', async () => {
    const { user } = await renderApp({ at: '/advertise/dashboard' });
    await screen.findByTestId('visits-total');
    // Long before the demo's 90 days of visits.
    await typeDate(user, 'start', '01/01/2563');
    await typeDate(user, 'end', '31/01/2563');
    await screen.findByTestId('advert-dashboard-empty');
    expect(screen.queryByTestId('visits-total')).toBeNull();

    demo().setFault({ method: 'GET', path: 'Advertise/Logs', status: 503 });
    await user.click(screen.getByRole('button', { name: '7 วันล่าสุด' }));
    await screen.findByText('โหลดข้อมูลการเข้าชมไม่สำเร็จ');
  });
});
