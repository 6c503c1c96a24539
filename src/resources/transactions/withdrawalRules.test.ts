import { describe, expect, it } from 'vitest';
import {
  decisionChoices,
  decisionData,
  defaultTransferDays,
  mayDecide,
  meaningOf,
  openingForm,
  serverStatusName,
  withdrawalProblems,
  type WithdrawalForm,
} from './withdrawalRules';

const today = new Date(2026, 10, 23, 10, 0);

/** config.json's defaults: the demo's codes. */
const demoWorkflow = { waiting: ['WAITING_APPROVAL'], approved: 'APPROVED', rejected: 'REJECTED' };
/** A deployment whose config names its server's codes. */
const ownWorkflow = { waiting: ['WAIT_APPROVE'], approved: 'APPROVE', rejected: 'REJECT' };

const demoStatuses = [
  { Code: 'PENDING', Name: 'รอชำระเงิน' },
  { Code: 'SUCCESS', Name: 'สำเร็จ' },
  { Code: 'FAILED', Name: 'ไม่สำเร็จ' },
  { Code: 'WAITING_APPROVAL', Name: 'รออนุมัติ' },
  { Code: 'APPROVED', Name: 'อนุมัติแล้ว' },
  { Code: 'REJECTED', Name: 'ไม่อนุมัติ' },
];
/** A server with none of the demo's codes. */
const otherStatuses = [
  { Code: 'WAIT_APPROVE', Name: 'รอดำเนินการ' },
  { Code: 'APPROVE', Name: 'อนุมัติ' },
  { Code: 'REJECT', Name: 'ปฏิเสธ' },
  { Code: 'PAID_OUT', Name: 'โอนแล้ว' },
];

const withdrawal = (TransactionStatusCode: string, TransactionTypeCode = 'WD') => ({
  id: 1,
  TransactionTypeCode,
  TransactionStatusCode,
});

describe('which withdrawals can be decided', () => {
  it('with the defaults, against the demo: withdrawals waiting for approval only', () => {
    expect(mayDecide(withdrawal('WAITING_APPROVAL'), demoWorkflow, demoStatuses)).toBe(true);
    expect(mayDecide(withdrawal('WAITING_APPROVAL', 'WDA'), demoWorkflow, demoStatuses)).toBe(true);
    expect(mayDecide(withdrawal('APPROVED'), demoWorkflow, demoStatuses)).toBe(false);
    expect(mayDecide(withdrawal('REJECTED'), demoWorkflow, demoStatuses)).toBe(false);
    expect(mayDecide(withdrawal('SUCCESS'), demoWorkflow, demoStatuses)).toBe(false);
    expect(mayDecide(withdrawal('WAITING_APPROVAL', 'REFUND'), demoWorkflow, demoStatuses)).toBe(false);
    expect(mayDecide(undefined, demoWorkflow, demoStatuses)).toBe(false);
  });

  it("with a deployment's own codes: its waiting code, not the demo's", () => {
    expect(mayDecide(withdrawal('WAIT_APPROVE'), ownWorkflow, otherStatuses)).toBe(true);
    expect(mayDecide(withdrawal('WAITING_APPROVAL'), ownWorkflow, otherStatuses)).toBe(false);
    expect(mayDecide(withdrawal('APPROVE'), ownWorkflow, otherStatuses)).toBe(false);
    expect(mayDecide(withdrawal('PAID_OUT'), ownWorkflow, otherStatuses)).toBe(false);
  });

  it('with the defaults against a server that has none of their codes: any withdrawal not decided', () => {
    expect(mayDecide(withdrawal('WAIT_APPROVE'), demoWorkflow, otherStatuses)).toBe(true);
    expect(mayDecide(withdrawal('PAID_OUT', 'WDA'), demoWorkflow, otherStatuses)).toBe(true);
    // Still never a refund, and never what the configuration calls decided.
    expect(mayDecide(withdrawal('WAIT_APPROVE', 'CANCEL'), demoWorkflow, otherStatuses)).toBe(false);
    expect(mayDecide(withdrawal('REJECTED'), demoWorkflow, otherStatuses)).toBe(false);
    // The server answered no statuses at all: the same.
    expect(mayDecide(withdrawal('WAIT_APPROVE'), demoWorkflow, [])).toBe(true);
  });

  it('trusts the configuration until the statuses are read', () => {
    expect(mayDecide(withdrawal('WAITING_APPROVAL'), demoWorkflow, undefined)).toBe(true);
    expect(mayDecide(withdrawal('WAIT_APPROVE'), demoWorkflow, undefined)).toBe(false);
  });
});

describe('the codes a decision offers', () => {
  it("the demo's: the configured code chosen first, never a waiting one or the other decision's", () => {
    expect(decisionChoices('approve', demoWorkflow, demoStatuses, 'WAITING_APPROVAL')).toEqual({
      choices: [
        { Code: 'PENDING', Name: 'รอชำระเงิน' },
        { Code: 'SUCCESS', Name: 'สำเร็จ' },
        { Code: 'FAILED', Name: 'ไม่สำเร็จ' },
        { Code: 'APPROVED', Name: 'อนุมัติแล้ว' },
      ],
      preset: 'APPROVED',
    });
    expect(decisionChoices('reject', demoWorkflow, demoStatuses, 'WAITING_APPROVAL')).toEqual({
      choices: [
        { Code: 'PENDING', Name: 'รอชำระเงิน' },
        { Code: 'SUCCESS', Name: 'สำเร็จ' },
        { Code: 'FAILED', Name: 'ไม่สำเร็จ' },
        { Code: 'REJECTED', Name: 'ไม่อนุมัติ' },
      ],
      preset: 'REJECTED',
    });
  });

  it("a server with none of the demo's codes: its codes with its names, none chosen for the user", () => {
    expect(decisionChoices('approve', demoWorkflow, otherStatuses, 'WAIT_APPROVE')).toEqual({
      choices: [
        { Code: 'APPROVE', Name: 'อนุมัติ' },
        { Code: 'REJECT', Name: 'ปฏิเสธ' },
        { Code: 'PAID_OUT', Name: 'โอนแล้ว' },
      ],
      preset: '',
    });
    expect(openingForm(demoWorkflow, otherStatuses, 'WAIT_APPROVE', today)).toEqual({
      decision: 'approve',
      TransactionStatusCode: '',
      WithdrawDateStart: '2026-11-23',
      WithdrawDateEnd: '2026-11-25',
    });
  });

  it('the same server, configured: its approve and reject codes chosen first', () => {
    expect(decisionChoices('approve', ownWorkflow, otherStatuses, 'WAIT_APPROVE')).toEqual({
      choices: [
        { Code: 'APPROVE', Name: 'อนุมัติ' },
        { Code: 'PAID_OUT', Name: 'โอนแล้ว' },
      ],
      preset: 'APPROVE',
    });
    expect(decisionChoices('reject', ownWorkflow, otherStatuses, 'WAIT_APPROVE').preset).toBe('REJECT');
    expect(openingForm(ownWorkflow, otherStatuses, 'WAIT_APPROVE', today).TransactionStatusCode).toBe(
      'APPROVE',
    );
  });

  it('without a list (it could not be read): the configured code alone', () => {
    expect(decisionChoices('reject', ownWorkflow, undefined, 'WAIT_APPROVE')).toEqual({
      choices: [{ Code: 'REJECT' }],
      preset: 'REJECT',
    });
  });
});

describe('status names', () => {
  it("are the server's: the row's title, then the list's name, else none", () => {
    expect(serverStatusName('WAIT_APPROVE', otherStatuses, 'รอดำเนินการ (แถว)')).toBe('รอดำเนินการ (แถว)');
    expect(serverStatusName('WAIT_APPROVE', otherStatuses, '')).toBe('รอดำเนินการ');
    expect(serverStatusName('PENDING', [{ Code: 'PENDING', Name: 'รอดำเนินการ' }], undefined)).toBe(
      'รอดำเนินการ',
    );
    expect(serverStatusName('NEW', otherStatuses, null)).toBeUndefined();
    expect(serverStatusName('NEW', undefined, undefined)).toBeUndefined();
    expect(serverStatusName('X', [{ Code: 'X', Name: ' ' }], undefined)).toBeUndefined();
  });

  it('mean what the configuration says', () => {
    expect(meaningOf('WAIT_APPROVE', ownWorkflow)).toBe('waiting');
    expect(meaningOf('APPROVE', ownWorkflow)).toBe('approve');
    expect(meaningOf('REJECT', ownWorkflow)).toBe('reject');
    expect(meaningOf('APPROVED', ownWorkflow)).toBeUndefined();
  });
});

describe('the decision form', () => {
  it('offers three transfer days from today', () => {
    expect(defaultTransferDays(today)).toEqual({
      WithdrawDateStart: '2026-11-23',
      WithdrawDateEnd: '2026-11-25',
    });
  });

  it('needs transfer days to approve, in order and not in the past', () => {
    const approve = (start: string, end: string) =>
      withdrawalProblems(
        {
          decision: 'approve',
          TransactionStatusCode: 'APPROVE',
          WithdrawDateStart: start,
          WithdrawDateEnd: end,
        },
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

  it('needs the code it sends, which the user chooses when none was chosen first', () => {
    const unchosen: WithdrawalForm = {
      decision: 'reject',
      TransactionStatusCode: '',
      WithdrawDateStart: '',
      WithdrawDateEnd: '',
    };
    expect(withdrawalProblems(unchosen, today)).toEqual({
      TransactionStatusCode: 'resources.pay-outs.withdrawal.code_required',
    });
  });

  it("rejects without days, and sends none; sends the server's code it was given", () => {
    const reject: WithdrawalForm = {
      decision: 'reject',
      TransactionStatusCode: 'REJECT',
      WithdrawDateStart: '2026-11-23',
      WithdrawDateEnd: '2026-11-25',
    };
    expect(withdrawalProblems(reject, today)).toEqual({});
    expect(decisionData(reject)).toEqual({
      TransactionStatusCode: 'REJECT',
      WithdrawDateStart: null,
      WithdrawDateEnd: null,
    });
    expect(
      decisionData({
        decision: 'approve',
        TransactionStatusCode: 'PAID_OUT',
        WithdrawDateStart: '2026-11-23',
        WithdrawDateEnd: '2026-11-25',
      }),
    ).toEqual({
      TransactionStatusCode: 'PAID_OUT',
      WithdrawDateStart: '2026-11-23',
      WithdrawDateEnd: '2026-11-25',
    });
  });
});
