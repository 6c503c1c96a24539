import { describe, expect, it } from 'vitest';
import { checkStatusCodes, configuredStatusCodes } from './statusCheck';

/** A deployment's `workflow` for transactions, written out here rather than taken from the defaults. */
const WORKFLOW = {
  withdrawal: { waiting: ['WAITING_APPROVAL', 'WAIT_BANK'], approved: 'APPROVED', rejected: 'REJECTED' },
  payment: { succeeded: 'SUCCESS', unpaid: ['PENDING', 'FAILED'] },
};
const SERVER = ['PENDING', 'SUCCESS', 'FAILED', 'WAITING_APPROVAL', 'WAIT_BANK', 'APPROVED', 'REJECTED'];

describe('the configured status codes against the services’ list', () => {
  it('names every code the transaction keys name, with its key', () => {
    expect(configuredStatusCodes(WORKFLOW)).toEqual([
      { key: 'workflow.withdrawal.waiting', code: 'WAITING_APPROVAL' },
      { key: 'workflow.withdrawal.waiting', code: 'WAIT_BANK' },
      { key: 'workflow.withdrawal.approved', code: 'APPROVED' },
      { key: 'workflow.withdrawal.rejected', code: 'REJECTED' },
      { key: 'workflow.payment.succeeded', code: 'SUCCESS' },
      { key: 'workflow.payment.unpaid', code: 'PENDING' },
      { key: 'workflow.payment.unpaid', code: 'FAILED' },
    ]);
  });

  it('is fine when the service lists every one of them (codes it has besides do not matter)', () => {
    expect(checkStatusCodes(WORKFLOW, [...SERVER, 'REFUNDED'])).toEqual({ state: 'fine', checked: 7 });
  });

  it('lists each configured code the service lacks, naming the key that names it', () => {
    const paid = { ...WORKFLOW, payment: { succeeded: 'PAID', unpaid: ['PENDING', 'UNPAID'] } };
    expect(checkStatusCodes(paid, SERVER)).toEqual({
      state: 'missing',
      missing: [
        { code: 'PAID', keys: ['workflow.payment.succeeded'] },
        { code: 'UNPAID', keys: ['workflow.payment.unpaid'] },
      ],
    });
  });

  it('names a code once, with every key that names it', () => {
    // A paid-out withdrawal may be the payments' "succeeded" code (docs/api.md).
    const shared = {
      withdrawal: { ...WORKFLOW.withdrawal, approved: 'DONE' },
      payment: { ...WORKFLOW.payment, succeeded: 'DONE' },
    };
    expect(checkStatusCodes(shared, SERVER)).toEqual({
      state: 'missing',
      missing: [{ code: 'DONE', keys: ['workflow.withdrawal.approved', 'workflow.payment.succeeded'] }],
    });
  });

  it('compares codes as written: another spelling is missing', () => {
    expect(
      checkStatusCodes(
        WORKFLOW,
        SERVER.map((code) => code.toLowerCase()),
      ),
    ).toMatchObject({
      state: 'missing',
      missing: expect.arrayContaining([{ code: 'SUCCESS', keys: ['workflow.payment.succeeded'] }]),
    });
  });

  it('says "cannot read" for a list that could not be read, never that all is fine', () => {
    expect(checkStatusCodes(WORKFLOW, undefined)).toEqual({ state: 'unreadable' });
  });

  it('flags every code against a list read empty', () => {
    const check = checkStatusCodes(WORKFLOW, []);
    expect(check.state).toBe('missing');
    expect(check.state === 'missing' && check.missing.map(({ code }) => code)).toEqual([
      'WAITING_APPROVAL',
      'WAIT_BANK',
      'APPROVED',
      'REJECTED',
      'SUCCESS',
      'PENDING',
      'FAILED',
    ]);
  });
});
