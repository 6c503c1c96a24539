import { describe, expect, it } from 'vitest';
import { oldestWaited, queueLabel, queueLevel, queueListLink, queueRead, recordWaited } from './queueAge';

// Wednesday 18 March 2026, 10:30 in Bangkok.
const NOW = new Date('2026-03-18T10:30:00+07:00');
const sorted = { since: 'StartDateTime', sinceSorted: true };
const unsorted = { since: 'RequestedAt', sinceSorted: false };

describe("a queue's oldest waiting record", () => {
  it('asks the oldest first where the service sorts, else a page to search', () => {
    expect(queueRead(sorted)).toEqual({ sort: { field: 'StartDateTime', order: 'ASC' }, perPage: 1 });
    expect(queueRead(unsorted)).toEqual({ sort: { field: 'RequestedAt', order: 'ASC' }, perPage: 50 });
  });

  it('is the first row of each sorted answer, the oldest over the waiting codes', () => {
    const answers = [
      // Friday 13 March: Monday, Tuesday, Wednesday.
      { data: [{ StartDateTime: '2026-03-13T09:00:00' }], total: 4 },
      // Monday 16 March: Tuesday, Wednesday.
      { data: [{ StartDateTime: '2026-03-16T09:00:00' }], total: 2 },
    ];
    expect(oldestWaited(answers, sorted, NOW, [])).toEqual({ days: 3, exact: true });
  });

  it('skips the holidays', () => {
    const answers = [{ data: [{ StartDateTime: '2026-03-13T09:00:00' }], total: 1 }];
    expect(oldestWaited(answers, sorted, NOW, ['2026-03-17'])).toEqual({ days: 2, exact: true });
  });

  it('is exact from an unsorted page only when every waiting record was read', () => {
    const rows = [{ RequestedAt: '2026-03-17T09:00:00' }, { RequestedAt: '2026-03-12T09:00:00' }];
    expect(oldestWaited([{ data: rows, total: 2 }], unsorted, NOW, [])).toEqual({ days: 4, exact: true });
    expect(oldestWaited([{ data: rows, total: 80 }], unsorted, NOW, [])).toEqual({ days: 4, exact: false });
    expect(oldestWaited([{ data: rows }], unsorted, NOW, [])).toEqual({ days: 4, exact: false });
  });

  it('makes up no age for a record without a start time', () => {
    expect(oldestWaited([{ data: [{ StartDateTime: null }], total: 1 }], sorted, NOW, [])).toEqual({
      exact: false,
    });
    expect(
      oldestWaited(
        [{ data: [{ RequestedAt: '' }, { RequestedAt: '2026-03-17T09:00:00' }], total: 2 }],
        unsorted,
        NOW,
        [],
      ),
    ).toEqual({ days: 1, exact: false });
  });

  it('knows no age when nothing waits', () => {
    expect(oldestWaited([{ data: [], total: 0 }], sorted, NOW, [])).toEqual({ exact: true });
  });
});

describe("a queue's colour", () => {
  const limits = { warnAfterDays: 2, lateAfterDays: 5 };
  it('turns amber past warnAfterDays and red past lateAfterDays', () => {
    expect(queueLevel({ days: 2, exact: true }, limits)).toBe('ok');
    expect(queueLevel({ days: 3, exact: true }, limits)).toBe('warn');
    expect(queueLevel({ days: 5, exact: true }, limits)).toBe('warn');
    expect(queueLevel({ days: 6, exact: true }, limits)).toBe('late');
  });

  it('takes either limit alone', () => {
    expect(queueLevel({ days: 6, exact: true }, { lateAfterDays: 5 })).toBe('late');
    expect(queueLevel({ days: 4, exact: true }, { lateAfterDays: 5 })).toBe('ok');
    expect(queueLevel({ days: 1, exact: true }, { warnAfterDays: 0 })).toBe('warn');
  });

  it('has none without limits or without an age', () => {
    expect(queueLevel({ days: 30, exact: true }, {})).toBeUndefined();
    expect(queueLevel({ exact: true }, limits)).toBeUndefined();
  });

  it('says only what an "at least" age settles', () => {
    expect(queueLevel({ days: 6, exact: false }, limits)).toBe('late');
    // Past amber, but an unread record may be past red.
    expect(queueLevel({ days: 3, exact: false }, limits)).toBeUndefined();
    expect(queueLevel({ days: 1, exact: false }, limits)).toBeUndefined();
    expect(queueLevel({ days: 3, exact: false }, { warnAfterDays: 2 })).toBe('warn');
  });
});

describe("a queue count's words", () => {
  const texts: Record<string, string> = {
    'app.queue.none': '%{title}: none waiting',
    'app.queue.count': '%{title}: %{count} waiting',
    'app.queue.count_aged': '%{title}: %{count} waiting, oldest %{age}',
    'app.queue.count_aged_at_least': '%{title}: %{count} waiting, oldest at least %{age}',
    'app.ageing.days': '%{smart_count} business days',
    'app.queue.level_ok': 'on time',
    'app.queue.level_warn': 'nearly late',
    'app.queue.level_late': 'late',
    'app.queue.second_step': '%{first} to verify or decide, %{count} verified, to approve by a second person',
  };
  const translate = (key: string, options: Record<string, unknown> = {}) =>
    (texts[key] ?? key).replace(/%\{(\w+)\}/g, (_, name: string) => String(options[name]));

  it('say the colour in words', () => {
    expect(queueLabel(translate, 'Support', 3, { days: 6, exact: true }, 'late')).toBe(
      'Support: 3 waiting, oldest 6 business days: late',
    );
    expect(queueLabel(translate, 'Support', 3, { days: 6, exact: false }, 'late')).toBe(
      'Support: 3 waiting, oldest at least 6 business days: late',
    );
    expect(queueLabel(translate, 'Support', 3, { days: 1, exact: true }, undefined)).toBe(
      'Support: 3 waiting, oldest 1 business days',
    );
  });

  it('tell the withdrawals to verify or decide from those verified, to approve', () => {
    expect(queueLabel(translate, 'Pay-out', 5, { days: 2, exact: true }, 'late', 2)).toBe(
      'Pay-out: 5 waiting, oldest 2 business days (3 to verify or decide, 2 verified, to approve by a second person): late',
    );
    expect(queueLabel(translate, 'Pay-out', 5, { exact: false }, undefined, 0)).toBe(
      'Pay-out: 5 waiting (5 to verify or decide, 0 verified, to approve by a second person)',
    );
    expect(queueLabel(translate, 'Pay-out', 0, { exact: true }, undefined, 0)).toBe('Pay-out: none waiting');
  });

  it('keep the count alone without an age, and say none waiting at zero', () => {
    expect(queueLabel(translate, 'Support', 3, { exact: false }, undefined)).toBe('Support: 3 waiting');
    expect(queueLabel(translate, 'Support', 0, { exact: true }, undefined)).toBe('Support: none waiting');
  });
});

describe("a queue's link", () => {
  it('opens the list oldest first where the service sorts', () => {
    expect(queueListLink({ resource: 'support-requests', ...sorted }, { status: 'OPEN' })).toBe(
      '/support-requests?filter=%7B%22status%22%3A%22OPEN%22%7D&sort=StartDateTime&order=ASC',
    );
    expect(queueListLink({ resource: 'supplier-alcohol', ...unsorted }, { ApprovedStatus: 'PENDING' })).toBe(
      '/supplier-alcohol?filter=%7B%22ApprovedStatus%22%3A%22PENDING%22%7D',
    );
  });
});

describe("a record's wait", () => {
  const queue = { since: 'createdAt', field: 'status', codes: ['OPEN'] };
  it('is its business days while it waits', () => {
    expect(recordWaited({ status: 'OPEN', createdAt: '2026-03-13T09:00:00' }, queue, NOW, [])).toBe(3);
  });
  it('is no age without its start time, and nothing once it no longer waits', () => {
    expect(recordWaited({ status: 'OPEN' }, queue, NOW, [])).toBeUndefined();
    expect(recordWaited({ status: 'OPEN', createdAt: null }, queue, NOW, [])).toBeUndefined();
    expect(recordWaited({ status: 'CLOSED', createdAt: '2026-03-13T09:00:00' }, queue, NOW, [])).toBeNull();
    expect(recordWaited(undefined, queue, NOW, [])).toBeNull();
  });
});
