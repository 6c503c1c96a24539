import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../src/config/parse';

const problemsOf = (raw: unknown): string[] => {
  try {
    parseConfig(raw);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('parseConfig: calendar.holidays', () => {
  it('has no holidays unless the file lists them', () => {
    expect(parseConfig({}).calendar).toEqual({ holidays: [] });
    expect(parseConfig({ calendar: {} }).calendar).toEqual({ holidays: [] });
    expect(parseConfig({ calendar: { holidays: ['2026-04-13', '2026-12-31'] } }).calendar.holidays).toEqual([
      '2026-04-13',
      '2026-12-31',
    ]);
  });

  it('names each day that is not one', () => {
    expect(problemsOf({ calendar: { holidays: ['2026-04-13', '13/04/2026', '2026-02-30', 5] } })).toEqual([
      '"calendar.holidays" holds "13/04/2026", which is not a day written "YYYY-MM-DD" (e.g. "2026-04-13")',
      '"calendar.holidays" holds "2026-02-30", which is not a day written "YYYY-MM-DD" (e.g. "2026-04-13")',
      '"calendar.holidays" holds 5, which is not a day written "YYYY-MM-DD" (e.g. "2026-04-13")',
    ]);
    expect(problemsOf({ calendar: { holidays: '2026-04-13' } })).toEqual([
      '"calendar.holidays" must be a list of days ("YYYY-MM-DD"), not "2026-04-13"',
    ]);
    expect(problemsOf({ calendar: [] })).toEqual([
      '"calendar" must be an object ({ "holidays": ["YYYY-MM-DD", ...] })',
    ]);
    expect(problemsOf({ calendar: { days: [] } })).toEqual(['unknown key "calendar.days"']);
  });
});

describe("parseConfig: a queue's ageing limits", () => {
  it('has none unless the file sets them', () => {
    const { workflow } = parseConfig({});
    expect(workflow.withdrawal.warnAfterDays).toBeUndefined();
    expect(workflow.support.lateAfterDays).toBeUndefined();
  });

  it('takes whole business days under the withdrawal, licence and support blocks', () => {
    const { workflow } = parseConfig({
      workflow: {
        withdrawal: { warnAfterDays: 1, lateAfterDays: 3 },
        licence: { lateAfterDays: 5 },
        support: { warnAfterDays: 0 },
      },
    });
    expect(workflow.withdrawal).toMatchObject({ warnAfterDays: 1, lateAfterDays: 3 });
    expect(workflow.withdrawal.waiting).toEqual(['WAITING_APPROVAL']);
    expect(workflow.licence.lateAfterDays).toBe(5);
    expect(workflow.support).toEqual({ waiting: ['OPEN'], warnAfterDays: 0 });
  });

  it('says what is wrong with a limit', () => {
    expect(problemsOf({ workflow: { withdrawal: { warnAfterDays: -1, lateAfterDays: '3' } } })).toEqual([
      '"workflow.withdrawal.warnAfterDays" must be a whole number of business days (0 or more), not -1',
      '"workflow.withdrawal.lateAfterDays" must be a whole number of business days (0 or more), not "3"',
    ]);
    expect(problemsOf({ workflow: { support: { lateAfterDays: 1.5 } } })).toEqual([
      '"workflow.support.lateAfterDays" must be a whole number of business days (0 or more), not 1.5',
    ]);
    expect(problemsOf({ workflow: { licence: { warnAfterDays: 5, lateAfterDays: 5 } } })).toEqual([
      '"workflow.licence.warnAfterDays" (5) must be less than "workflow.licence.lateAfterDays" (5)',
    ]);
    expect(problemsOf({ workflow: { support: { warnAfterDays: 4, lateAfterDays: 2 } } })).toEqual([
      '"workflow.support.warnAfterDays" (4) must be less than "workflow.support.lateAfterDays" (2)',
    ]);
    // The payment block is no queue.
    expect(problemsOf({ workflow: { payment: { lateAfterDays: 2 } } })).toEqual([
      'unknown key "workflow.payment.lateAfterDays"',
    ]);
  });
});

describe("the demo's config.json", () => {
  it("ships Thailand's 2026 bank holidays, which parse", async () => {
    const { readFile } = await import('node:fs/promises');
    const raw: unknown = JSON.parse(await readFile('public/config.json', 'utf8'));
    const { holidays } = parseConfig(raw).calendar;
    // Songkran, Chakri Day and the substitute for Father's Day (5 December 2026 is a Saturday).
    expect(holidays).toEqual(
      expect.arrayContaining(['2026-04-13', '2026-04-14', '2026-04-15', '2026-04-06', '2026-12-07']),
    );
  });
});
