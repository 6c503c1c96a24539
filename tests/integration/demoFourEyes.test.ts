import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { readSession } from '../../src/api/session';
import {
  historyMeta,
  historyDeclarations,
  withRecordHistory,
} from '../../src/providers/history/withRecordHistory';
import { readVerifier, secondStep } from '../../src/resources/transactions/fourEyes';
import { demoBackendForFile } from '../support/demoBackend';

const backend = demoBackendForFile({ signInAs: 'admin' });

/** The app's data provider as the start-up gives it to the screens: writes followed by their entries. */
const app = () => withRecordHistory(backend.dataProvider, historyDeclarations(backend.registry.definitions));

const me = () => {
  const session = readSession();
  return session ? { id: session.id, username: session.username } : undefined;
};

/** The first withdrawal waiting for approval in the demo's statement. */
async function waitingWithdrawal() {
  const { data } = await backend.dataProvider.getList('pay-outs', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'StartDateTime', order: 'DESC' },
    filter: { TransactionStatusCode: 'WAITING_APPROVAL' },
  });
  return data[0];
}

const verification = { TransactionStatusCode: 'VERIFIED', WithdrawDateStart: null, WithdrawDateEnd: null };
const rejection = { TransactionStatusCode: 'REJECTED', WithdrawDateStart: null, WithdrawDateEnd: null };

describe('four eyes on the demo: verified by one person, decided by another (docs/api.md)', () => {
  it('the history names who verified; the same person is refused, by the app and by the service (403)', async () => {
    const withdrawal = await waitingWithdrawal();
    await app().update('pay-outs', {
      id: withdrawal.id,
      data: verification,
      previousData: withdrawal,
      meta: historyMeta('VERIFY'),
    });
    const subject = { resource: 'pay-outs', id: withdrawal.id };
    const read = await readVerifier(backend.dataProvider, subject, 'VERIFIED');
    expect(read).toMatchObject({ state: 'found', verifier: { username: 'admin' } });
    expect(secondStep(read, me())).toMatchObject({ may: false, why: 'same_person' });

    // The service holds the same rule, whatever the app shows.
    const verified = { ...withdrawal, TransactionStatusCode: 'VERIFIED' };
    const refusal = await backend.dataProvider
      .update('pay-outs', { id: withdrawal.id, data: rejection, previousData: verified })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ status: 403 });
    expect((refusal as HttpError).message).toContain('was verified by you');

    await backend.signIn('finance');
    expect(secondStep(await readVerifier(backend.dataProvider, subject, 'VERIFIED'), me())).toMatchObject({
      may: true,
      verifier: { username: 'admin' },
    });
    const { data } = await app().update('pay-outs', {
      id: withdrawal.id,
      data: rejection,
      previousData: verified,
      meta: historyMeta('REJECT'),
    });
    expect(data.TransactionStatusCode).toBe('REJECTED');
    expect(data).not.toHaveProperty('VerifiedByUserId');
  });

  it('the service refuses one person’s approval above its own limit (403), whatever the client offers', async () => {
    const withdrawal = await waitingWithdrawal();
    const row = backend.store
      .collection('transactions')
      .find((candidate) => candidate.StatementTransactionId === withdrawal.id)!;
    // 75,000 baht: above the demo finance service's 50,000; a page whose config.json says
    // otherwise (or nothing) still meets the refusal.
    backend.store.change(() => Object.assign(row, { GrandtotalAmount: 75_000 }));
    const approval = {
      TransactionStatusCode: 'APPROVED',
      WithdrawDateStart: '2026-03-19',
      WithdrawDateEnd: '2026-03-20',
    };
    const refusal = await backend.dataProvider
      .update('pay-outs', { id: withdrawal.id, data: approval, previousData: withdrawal })
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 403 });
    expect((refusal as HttpError).message).toContain('one person verifies it and another approves it');
    // At the limit one person approves it.
    backend.store.change(() => Object.assign(row, { GrandtotalAmount: 50_000 }));
    const { data } = await backend.dataProvider.update('pay-outs', {
      id: withdrawal.id,
      data: approval,
      previousData: withdrawal,
    });
    expect(data.TransactionStatusCode).toBe('APPROVED');
  });

  it('a withdrawal verified already cannot be verified again (409)', async () => {
    const withdrawal = await waitingWithdrawal();
    await backend.dataProvider.update('pay-outs', {
      id: withdrawal.id,
      data: verification,
      previousData: withdrawal,
    });
    const again = await backend.dataProvider
      .update('pay-outs', { id: withdrawal.id, data: verification, previousData: withdrawal })
      .catch((error: unknown) => error);
    expect(again).toMatchObject({ status: 409 });
  });
});
