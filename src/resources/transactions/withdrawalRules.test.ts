import { describe, expect, it } from 'vitest';
import { decisionData, defaultTransferDays, mayDecide, withdrawalProblems } from './withdrawalRules';

const today = new Date(2026, 10, 23, 10, 0);

describe('deciding a withdrawal', () => {
  it('is open for withdrawals waiting for approval only', () => {
    expect(mayDecide({ id: 1, TransactionTypeCode: 'WD', TransactionStatusCode: 'WAITING_APPROVAL' })).toBe(
      true,
    );
    expect(mayDecide({ id: 1, TransactionTypeCode: 'WDA', TransactionStatusCode: 'WAITING_APPROVAL' })).toBe(
      true,
    );
    expect(mayDecide({ id: 1, TransactionTypeCode: 'WD', TransactionStatusCode: 'APPROVED' })).toBe(false);
    expect(
      mayDecide({ id: 1, TransactionTypeCode: 'REFUND', TransactionStatusCode: 'WAITING_APPROVAL' }),
    ).toBe(false);
    expect(mayDecide(undefined)).toBe(false);
  });

  it('offers three transfer days from today', () => {
    expect(defaultTransferDays(today)).toEqual({
      WithdrawDateStart: '2026-11-23',
      WithdrawDateEnd: '2026-11-25',
    });
  });

  it('needs transfer days to approve, in order and not in the past', () => {
    const approve = (start: string, end: string) =>
      withdrawalProblems(
        { TransactionStatusCode: 'APPROVED', WithdrawDateStart: start, WithdrawDateEnd: end },
        today,
      );
    expect(approve('2026-11-23', '2026-11-25')).toEqual({});
    expect(approve('', '')).toEqual({
      WithdrawDateStart: 'resources.pay-outs.withdrawal.start_required',
      WithdrawDateEnd: 'resources.pay-outs.withdrawal.end_required',
    });
    expect(approve('2026-11-22', '2026-11-25')).toEqual({
      WithdrawDateStart: 'resources.pay-outs.withdrawal.start_past',
    });
    expect(approve('2026-11-26', '2026-11-25')).toEqual({
      WithdrawDateEnd: 'app.date_range.start_after_end',
    });
  });

  it('rejects without days, and sends none', () => {
    const reject = { TransactionStatusCode: 'REJECTED' as const, WithdrawDateStart: '', WithdrawDateEnd: '' };
    expect(withdrawalProblems(reject, today)).toEqual({});
    expect(decisionData(reject)).toEqual({
      TransactionStatusCode: 'REJECTED',
      WithdrawDateStart: null,
      WithdrawDateEnd: null,
    });
  });
});
