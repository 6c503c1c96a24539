import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../contract/fixtures';
import { API_KEY, BASES, startContractServer, type ContractServer } from '../contract/server';

/*
 * The contract server's side of four eyes on money out (docs/api.md, "Who may call what"): the
 * caller who checked a withdrawal, taken from the token, may not also approve or reject it.
 */

let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer();
});
afterAll(() => server.close());

async function signIn(username: string): Promise<string> {
  const response = await fetch(`${server.url}/auth/Login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-api-key': API_KEY },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  const body = (await response.json()) as { Data: { token: string } };
  return body.Data.token;
}

async function withdraw(token: string, body: Record<string, unknown>) {
  const response = await fetch(`${server.url}${BASES.finance}/Transaction/withdraw`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, message: ((await response.json()) as { Message: string }).Message };
}

/** A withdrawal of the seed that waits for its first person. */
const waitingId = () =>
  Number(
    server.store().transactions.find((row) => row.TransactionStatusCode === 'WAIT_APPROVE')!
      .StatementTransactionId,
  );

/** An approval of a withdrawal, with its transfer days. */
const approval = (id: number) => ({
  StatementTransactionId: id,
  TransactionStatusCode: 'APPROVE',
  WithdrawDateStart: '2024-07-01',
  WithdrawDateEnd: '2024-07-03',
});

const statusOf = (id: number) =>
  server.store().transactions.find((row) => row.StatementTransactionId === id)!.TransactionStatusCode;

describe('the contract server: four eyes on PUT Transaction/withdraw', () => {
  it('refuses the second step to the caller who checked it (403, why), and takes another caller’s', async () => {
    const superadmin = await signIn('somchai.s');
    const accountant = await signIn('malee.a');
    const id = waitingId();
    const check = { StatementTransactionId: id, TransactionStatusCode: 'CHECKED' };
    expect((await withdraw(superadmin, check)).status).toBe(200);
    expect(statusOf(id)).toBe('CHECKED');
    // Checked twice: it no longer waits for a first person.
    expect((await withdraw(accountant, check)).status).toBe(409);

    const approve = approval(id);
    expect(await withdraw(superadmin, approve)).toEqual({
      status: 403,
      message: "User 'somchai.s' checked this withdrawal: another person decides it",
    });
    expect(await withdraw(superadmin, { ...approve, TransactionStatusCode: 'REJECT' })).toMatchObject({
      status: 403,
    });
    expect(statusOf(id)).toBe('CHECKED');

    expect((await withdraw(accountant, approve)).status).toBe(200);
    expect(statusOf(id)).toBe('APPROVE');
  });

  it('still lets one person decide a withdrawal nobody checked', async () => {
    const accountant = await signIn('malee.a');
    const id = waitingId();
    expect(
      (await withdraw(accountant, { StatementTransactionId: id, TransactionStatusCode: 'REJECT' })).status,
    ).toBe(200);
    expect(statusOf(id)).toBe('REJECT');
  });

  it('refuses one person’s approval above the service’s own limit (403), and takes it checked first', async () => {
    const superadmin = await signIn('somchai.s');
    const accountant = await signIn('malee.a');
    const id = waitingId();
    const row = server.store().transactions.find((candidate) => candidate.StatementTransactionId === id)!;
    // 75,000 baht: above the 50,000 the finance service holds, whatever a client's config.json says.
    row.GrandtotalAmount = 75_000;
    const approve = approval(id);
    expect(await withdraw(accountant, approve)).toEqual({
      status: 403,
      message: 'Above 50000 baht a withdrawal is checked by one person and approved by another',
    });
    expect(statusOf(id)).toBe('WAIT_APPROVE');
    // No amount to read is no exception.
    row.GrandtotalAmount = null;
    expect((await withdraw(accountant, approve)).status).toBe(403);
    row.GrandtotalAmount = 75_000;
    expect(
      (await withdraw(superadmin, { StatementTransactionId: id, TransactionStatusCode: 'CHECKED' })).status,
    ).toBe(200);
    expect((await withdraw(accountant, approve)).status).toBe(200);
    expect(statusOf(id)).toBe('APPROVE');
  });
});
