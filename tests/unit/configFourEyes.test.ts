import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../src/config/parse';
import { checkStatusCodes } from '../../src/resources/shared/finance/statusCheck';

const problemsOf = (raw: unknown): string[] => {
  try {
    parseConfig(raw);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

const withdrawal = (keys: Record<string, unknown>) => ({ workflow: { withdrawal: keys } });

describe('parseConfig: four eyes on money out', () => {
  it('is off unless the file sets a limit, and has no verified code of its own', () => {
    const { withdrawal: codes } = parseConfig({}).workflow;
    expect(codes.fourEyesAbove).toBeUndefined();
    expect(codes.verified).toBeUndefined();
  });

  it('takes a limit in baht with the code the first person sends', () => {
    const { withdrawal: codes } = parseConfig(
      withdrawal({ fourEyesAbove: 50000, verified: 'CHECKED' }),
    ).workflow;
    expect(codes).toMatchObject({ fourEyesAbove: 50000, verified: 'CHECKED', waiting: ['WAITING_APPROVAL'] });
    expect(
      parseConfig(withdrawal({ fourEyesAbove: 0, verified: 'CHECKED' })).workflow.withdrawal.fourEyesAbove,
    ).toBe(0);
  });

  it('names the missing key when a limit comes without the verified code', () => {
    expect(problemsOf(withdrawal({ fourEyesAbove: 50000 }))).toEqual([
      '"workflow.withdrawal.fourEyesAbove" is set, so "workflow.withdrawal.verified" is needed: the server\'s code (of Transaction/TransactionStatus) that a first person\'s check sends',
    ]);
  });

  it('says what is wrong with either key', () => {
    expect(problemsOf(withdrawal({ fourEyesAbove: -1, verified: 'CHECKED' }))).toEqual([
      '"workflow.withdrawal.fourEyesAbove" must be an amount in baht (a number, 0 or more), not -1',
    ]);
    expect(problemsOf(withdrawal({ fourEyesAbove: '50000', verified: 'CHECKED' }))).toEqual([
      '"workflow.withdrawal.fourEyesAbove" must be an amount in baht (a number, 0 or more), not "50000"',
    ]);
    expect(problemsOf(withdrawal({ verified: '' }))).toEqual([
      '"workflow.withdrawal.verified" must be a code (a text), not ""',
    ]);
  });

  it('refuses a verified code that means waiting, a decision, or money that moved', () => {
    expect(problemsOf(withdrawal({ verified: 'WAITING_APPROVAL' }))).toEqual([
      '"workflow.withdrawal.verified" ("WAITING_APPROVAL") must not be one of "workflow.withdrawal.waiting"',
    ]);
    expect(problemsOf(withdrawal({ verified: 'APPROVED' }))).toEqual([
      '"workflow.withdrawal.verified" and "workflow.withdrawal.approved" must differ, both are "APPROVED"',
    ]);
    expect(problemsOf({ workflow: { withdrawal: { verified: 'SUCCESS' } } })).toEqual([
      '"workflow.payment.succeeded" and "workflow.withdrawal.verified" must differ, both are "SUCCESS"',
    ]);
  });

  it('keeps the keys to withdrawals', () => {
    expect(problemsOf({ workflow: { licence: { fourEyesAbove: 1, verified: 'X' } } })).toEqual([
      'unknown key "workflow.licence.fourEyesAbove"',
      'unknown key "workflow.licence.verified"',
    ]);
  });

  it('checks the verified code against the server’s list, as the other codes', () => {
    const { workflow } = parseConfig(withdrawal({ fourEyesAbove: 1, verified: 'CHECKED' }));
    const listed = ['WAITING_APPROVAL', 'APPROVED', 'REJECTED', 'SUCCESS', 'PENDING', 'FAILED'];
    expect(checkStatusCodes(workflow, listed)).toEqual({
      state: 'missing',
      missing: [{ code: 'CHECKED', keys: ['workflow.withdrawal.verified'] }],
    });
    expect(checkStatusCodes(workflow, [...listed, 'CHECKED'])).toEqual({ state: 'fine', checked: 7 });
  });
});

describe("the demo's config.json", () => {
  it('turns four eyes on with a code the demo lists', async () => {
    const raw: unknown = JSON.parse(await readFile('public/config.json', 'utf8'));
    const { workflow } = parseConfig(raw);
    expect(workflow.withdrawal.fourEyesAbove).toBe(50000);
    const { seedTransactionStatuses } = await import('../../src/resources/transactions/demoSeed');
    expect(
      checkStatusCodes(
        workflow,
        seedTransactionStatuses.map((status) => status.Code),
      ).state,
    ).toBe('fine');
  });
});
