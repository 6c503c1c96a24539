import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preparedDemos } from '../../../tests/support/demoBackend';
import { parseWire, wallTime } from '../../demo/kit/wallClock';
import { createDemoWorld } from '../../demo/world';
import { WITHDRAWAL_TYPES } from './transactionData';

let prepared: Awaited<ReturnType<typeof preparedDemos>>;
beforeAll(async () => void (prepared = await preparedDemos()), 60_000);

const DAY_MS = 86_400_000;

/** The withdrawals as the demo seeds them at a moment (read as the seed reads it, in the machine's zone). */
function withdrawalsAt(moment: Date) {
  vi.useFakeTimers({ now: moment, toFake: ['Date'] });
  try {
    const rows = createDemoWorld(prepared.registry.definitions, prepared.demos).seeded('transactions');
    return rows.filter((row) => WITHDRAWAL_TYPES.includes(row.TransactionTypeCode));
  } finally {
    vi.useRealTimers();
  }
}

/** How long before `moment` a wire time (local, `YYYY-MM-DDTHH:mm:ss`) lies. */
const ageAt = (moment: Date, wire: string) => wallTime(moment) - parseWire(wire);

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
