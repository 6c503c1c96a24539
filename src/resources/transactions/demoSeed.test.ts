import { beforeAll, describe, expect, it, vi } from 'vitest';
import { shellDefinitions } from '../../App';
import { loadDemos, type LoadedDemo } from '../../demo/backend';
import { createDemoWorld } from '../../demo/world';
import { buildRegistry } from '../../registry/registry';
import { resources } from '..';

const registry = buildRegistry([...shellDefinitions, ...resources]);
let demos: LoadedDemo[];
beforeAll(async () => {
  demos = await loadDemos(registry);
  await Promise.all(demos.map(({ demo }) => demo.prepare?.()));
}, 60_000);

const DAY_MS = 86_400_000;
const WITHDRAWALS = ['WD', 'WDA'];

/** The withdrawals as the demo seeds them at a wall time (the machine's zone, as the seed reads it). */
function withdrawalsAt(moment: Date) {
  vi.useFakeTimers({ now: moment, toFake: ['Date'] });
  try {
    const rows = createDemoWorld(registry.definitions, demos).seeded('transactions');
    return rows.filter((row) => WITHDRAWALS.includes(row.TransactionTypeCode));
  } finally {
    vi.useRealTimers();
  }
}

/** How long before `moment` a wire time (`YYYY-MM-DDTHH:mm:ss`, wall time) lies. */
const ageAt = (moment: Date, wire: string) => {
  const [day, time] = wire.split('T');
  const [year, month, date] = day.split('-').map(Number);
  const [hours, minutes, seconds] = time.split(':').map(Number);
  return moment.getTime() - new Date(year, month - 1, date, hours, minutes, seconds).getTime();
};

describe("the demo's withdrawals on any day of the week", () => {
  // 2026-03-23 is a Monday: the withdrawals are asked for on Mondays, from 08:00.
  const moments = {
    'a Monday before the day’s requests': new Date(2026, 2, 23, 7, 0),
    'a Monday at noon, some of the day’s requests in': new Date(2026, 2, 23, 12, 0),
    'a Sunday night': new Date(2026, 2, 22, 23, 30),
  };

  for (const [when, moment] of Object.entries(moments))
    it(`waits for a decision on those asked within the last seven days: ${when}`, () => {
      const withdrawals = withdrawalsAt(moment);
      const recent = withdrawals.filter((row) => ageAt(moment, row.StartDateTime) < 7 * DAY_MS);
      expect(recent.length).toBeGreaterThan(10);
      const undecided = withdrawals.filter((row) => row.TransactionStatusCode === 'WAITING_APPROVAL');
      expect(undecided.length).toBeGreaterThan(5);
      for (const row of recent) expect(['WAITING_APPROVAL', 'APPROVED']).toContain(row.TransactionStatusCode);
      for (const row of withdrawals.filter((candidate) => !recent.includes(candidate)))
        expect(['SUCCESS', 'REJECTED']).toContain(row.TransactionStatusCode);
    });
});
