import { readFileSync } from 'node:fs';
import { HttpError, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_FOUR_EYES_ABOVE } from './transactionData';
import {
  needsFourEyes,
  readDeciders,
  readVerifier,
  samePerson,
  secondStep,
  verifyData,
  withdrawalStep,
  type VerifierRead,
} from './fourEyes';
import { historyItemOf } from '../shared/history/historyRead';
import { decisionChoices, mayDecide, meaningOf } from './withdrawalRules';

/** Four eyes on above ฿50,000, the demo's codes. */
const fourEyes = {
  waiting: ['WAITING_APPROVAL'],
  approved: 'APPROVED',
  rejected: 'REJECTED',
  fourEyesAbove: 50_000,
  verified: 'VERIFIED',
};
const oneEye = { waiting: ['WAITING_APPROVAL'], approved: 'APPROVED', rejected: 'REJECTED' };

const withdrawal = (GrandtotalAmount: unknown, TransactionStatusCode = 'WAITING_APPROVAL') => ({
  id: 77,
  TransactionTypeCode: 'WD',
  TransactionStatusCode,
  GrandtotalAmount,
});

describe('which withdrawals need two people', () => {
  it('those above the limit, not those at it or below', () => {
    expect(needsFourEyes(withdrawal(50_000.01), fourEyes)).toBe(true);
    expect(needsFourEyes(withdrawal(50_000), fourEyes)).toBe(false);
    expect(needsFourEyes(withdrawal(49_999.99), fourEyes)).toBe(false);
    expect(needsFourEyes(withdrawal(0), fourEyes)).toBe(false);
  });

  it('one whose amount the server did not send (it cannot be shown to be within the limit)', () => {
    expect(needsFourEyes(withdrawal(undefined), fourEyes)).toBe(true);
    expect(needsFourEyes(withdrawal(null), fourEyes)).toBe(true);
    expect(needsFourEyes(withdrawal('a lot'), fourEyes)).toBe(true);
  });

  it('none with four eyes off (no limit), whatever the amount', () => {
    expect(needsFourEyes(withdrawal(9_000_000), oneEye)).toBe(false);
    expect(needsFourEyes(withdrawal(undefined), oneEye)).toBe(false);
  });

  it('a limit of 0 takes every withdrawal with money', () => {
    expect(needsFourEyes(withdrawal(0.01), { ...fourEyes, fourEyesAbove: 0 })).toBe(true);
  });
});

describe('the step a waiting withdrawal asks of the next person', () => {
  it('above the limit and waiting: verify; at or below: decide alone; verified: approve', () => {
    expect(withdrawalStep(withdrawal(80_000), fourEyes)).toBe('verify');
    expect(withdrawalStep(withdrawal(50_000), fourEyes)).toBe('decide');
    expect(withdrawalStep(withdrawal(80_000, 'VERIFIED'), fourEyes)).toBe('approve');
    // Verified whatever its amount: the second person decides it.
    expect(withdrawalStep(withdrawal(100, 'VERIFIED'), fourEyes)).toBe('approve');
    expect(withdrawalStep(withdrawal(80_000), oneEye)).toBe('decide');
  });

  it('a verified withdrawal may be decided, never with the verified code, and its chip still waits', () => {
    expect(mayDecide(withdrawal(80_000, 'VERIFIED'), fourEyes)).toBe(true);
    expect(mayDecide(withdrawal(80_000, 'VERIFIED'), oneEye, [{ Code: 'WAITING_APPROVAL' }])).toBe(false);
    const statuses = ['WAITING_APPROVAL', 'VERIFIED', 'APPROVED', 'REJECTED'].map((Code) => ({ Code }));
    expect(decisionChoices('approve', fourEyes, statuses, 'VERIFIED').choices.map((s) => s.Code)).toEqual([
      'APPROVED',
    ]);
    expect(meaningOf('VERIFIED', fourEyes)).toBe('waiting');
  });

  it('the first person sends the verified code and no transfer days', () => {
    expect(verifyData(fourEyes)).toEqual({
      TransactionStatusCode: 'VERIFIED',
      WithdrawDateStart: null,
      WithdrawDateEnd: null,
    });
  });
});

const entry = (id: number, action: string, userId: string, username: string, after: string) => ({
  id,
  action,
  userId,
  username,
  resource: 'pay-outs',
  recordId: 77,
  changes: [{ field: 'TransactionStatusCode', before: 'WAITING_APPROVAL', after }],
});
const subject = { resource: 'pay-outs', id: 77 };

/** A staff log answering `pages` of entries, newest first, page by page. */
const logOf = (...pages: Record<string, unknown>[][]) =>
  ({
    getList: vi.fn(async (_resource: string, params: { pagination: { page: number } }) => ({
      data: pages[params.pagination.page - 1] ?? [],
      total: pages.flat().length,
    })),
  }) as unknown as Pick<DataProvider, 'getList'>;

const ADMIN = { id: 'u-admin', username: 'admin' };
const FINANCE = { id: 'u-finance', username: 'finance' };

describe('who verified, from the history', () => {
  it('is the newest VERIFY entry that set the verified code', async () => {
    const log = logOf([
      entry(9, 'UPDATE', 'u-sales', 'sales', 'VERIFIED'),
      entry(8, 'VERIFY', 'u-admin', 'admin', 'VERIFIED'),
      entry(7, 'VERIFY', 'u-finance', 'finance', 'VERIFIED'),
      entry(6, 'VERIFY', 'u-other', 'other', 'WAITING_APPROVAL'),
    ]);
    const read = await readVerifier(log, subject, 'VERIFIED');
    expect(read).toMatchObject({ state: 'found', verifier: { userId: 'u-admin', username: 'admin' } });
  });

  it('reads older pages until it finds the entry', async () => {
    const reveals = Array.from({ length: 20 }, (_, index) => ({
      ...entry(100 - index, 'REVEAL', 'u-sales', 'sales', ''),
      changes: [],
    }));
    const log = logOf(reveals, [entry(5, 'VERIFY', 'u-admin', 'admin', 'VERIFIED')]);
    expect(await readVerifier(log, subject, 'VERIFIED')).toMatchObject({
      state: 'found',
      verifier: { username: 'admin' },
    });
    expect(log.getList).toHaveBeenCalledTimes(2);
  });

  it('says the log names nobody, or why it could not be read', async () => {
    expect(await readVerifier(logOf([]), subject, 'VERIFIED')).toEqual({ state: 'none' });
    const failing = {
      getList: vi.fn(async () => {
        throw new HttpError('Forbidden', 403, {});
      }),
    } as unknown as Pick<DataProvider, 'getList'>;
    expect(await readVerifier(failing, subject, 'VERIFIED')).toEqual({
      state: 'unreadable',
      reason: { key: 'app.history.reasons.forbidden' },
    });
  });
});

describe('who may take the second step', () => {
  const verifiedBy = (userId: string, username: string): VerifierRead => ({
    state: 'found',
    verifier: historyItemOf(entry(8, 'VERIFY', userId, username, 'VERIFIED')),
  });

  it('another person than the one who verified', () => {
    expect(secondStep(verifiedBy('u-admin', 'admin'), FINANCE)).toMatchObject({ may: true });
  });

  it('not the person who verified: by id, or by user name whatever its case', () => {
    expect(secondStep(verifiedBy('u-admin', 'admin'), ADMIN)).toMatchObject({
      may: false,
      why: 'same_person',
    });
    expect(secondStep(verifiedBy('', 'Admin'), { id: 'u-other-id', username: 'admin' })).toMatchObject({
      may: false,
      why: 'same_person',
    });
    expect(secondStep(verifiedBy('u-admin', ''), { id: 'u-admin', username: 'renamed' })).toMatchObject({
      may: false,
      why: 'same_person',
    });
  });

  it('nobody when who verified cannot be told: the history unreadable, silent, or without a user', () => {
    const reason = { key: 'app.history.reasons.server', args: { status: 500 } };
    expect(secondStep({ state: 'unreadable', reason }, FINANCE)).toEqual({
      may: false,
      why: 'unreadable',
      reason,
    });
    expect(secondStep({ state: 'none' }, FINANCE)).toEqual({ may: false, why: 'no_verifier' });
    expect(secondStep(verifiedBy('', ''), FINANCE)).toEqual({ may: false, why: 'no_verifier' });
    expect(secondStep(verifiedBy('u-admin', 'admin'), undefined)).toEqual({ may: false, why: 'no_user' });
    expect(secondStep(verifiedBy('u-admin', 'admin'), {})).toEqual({ may: false, why: 'no_user' });
  });

  it('refuses when the verifier and the user share no kind of identifier: they could be one person', () => {
    // The history names the verifier by id only; the user is known by name only.
    const byIdOnly = verifiedBy('u-admin', '');
    expect(secondStep(byIdOnly, { username: 'finance' })).toMatchObject({
      may: false,
      why: 'not_comparable',
    });
    expect(secondStep(verifiedBy('', 'admin'), { id: 'u-finance' })).toMatchObject({
      may: false,
      why: 'not_comparable',
    });
    // One kind in common is enough to tell two people apart.
    expect(secondStep(byIdOnly, { id: 'u-finance', username: 'finance' })).toMatchObject({ may: true });
  });

  it('compares people by id or user name, never two blanks', () => {
    expect(samePerson({ id: 'a' }, { id: 'a' })).toBe(true);
    expect(samePerson({ id: 'a', username: 'x' }, { id: 'b', username: 'y' })).toBe(false);
    expect(samePerson({ id: '', username: '' }, { id: '', username: '' })).toBe(false);
  });
});

describe("the voucher's people, from the history", () => {
  it('names who verified and who approved', async () => {
    const log = logOf([
      entry(12, 'APPROVE', 'u-finance', 'finance', 'APPROVED'),
      entry(11, 'VERIFY', 'u-admin', 'admin', 'VERIFIED'),
    ]);
    expect(await readDeciders(log, subject, fourEyes)).toEqual({ verifier: 'admin', approver: 'finance' });
    expect(await readDeciders(logOf([]), subject, fourEyes)).toEqual({
      verifier: undefined,
      approver: undefined,
    });
  });
});

describe('the demo finance service', () => {
  it('holds the limit the shipped config.json shows its users', () => {
    const shipped = JSON.parse(readFileSync('public/config.json', 'utf8')) as {
      workflow: { withdrawal: { fourEyesAbove: number } };
    };
    expect(shipped.workflow.withdrawal.fourEyesAbove).toBe(DEMO_FOUR_EYES_ABOVE);
  });
});
