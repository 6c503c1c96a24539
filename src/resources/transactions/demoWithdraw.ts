import { fail, ok } from '../../demo/kit/respond';
import type { DemoStore } from '../../demo/store';
import { wallTime, wireDay, wireTime } from '../../demo/kit/wallClock';
import { seedTransactionStatuses } from './demoSeed';
import {
  APPROVED,
  DEMO_FOUR_EYES_ABOVE,
  hasAmount,
  VERIFIED,
  WAITING_APPROVAL,
  WITHDRAWAL_DECISIONS,
  WITHDRAWAL_TYPES,
  type TransactionWire,
} from './transactionData';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The demo's withdrawal row, with who verified it: the service's own record, never answered. */
export type WithdrawalRow = TransactionWire & { VerifiedByUserId?: string | null };

const nameOf = (code: string) => seedTransactionStatuses.find((status) => status.Code === code)?.Name ?? code;

/**
 * The demo's `PUT Transaction/withdraw` on one row, its caller from the token (docs/api.md, "Four
 * eyes on money out" and "Decisions made once"): a withdrawal waiting for approval is verified
 * (`VERIFIED`), approved or rejected; a verified one is approved or rejected by anyone but the
 * person who verified it (403). Anything decided is refused (409), as are days missing, in the
 * past or out of order on an approval (400).
 */
export function decideWithdrawal(
  store: DemoStore,
  row: WithdrawalRow,
  body: Record<string, unknown>,
  caller: { id: string; fullName: string } | undefined,
): Response {
  if (!WITHDRAWAL_TYPES.includes(row.TransactionTypeCode))
    return fail(409, `Transaction ${row.TransactionNo} is not a withdrawal`);
  const decision = String(body.TransactionStatusCode ?? '');
  const status = row.TransactionStatusCode;
  if (decision === VERIFIED) {
    if (status !== WAITING_APPROVAL)
      return fail(409, `Withdrawal ${row.TransactionNo} is not waiting to be verified`);
    store.change(() => {
      row.TransactionStatusCode = VERIFIED;
      row.TransactionStatusTitle = nameOf(VERIFIED);
      row.VerifiedByUserId = caller?.id ?? null;
    });
    return ok(answered(row), 'Updated');
  }
  if (status !== WAITING_APPROVAL && status !== VERIFIED)
    return fail(409, `Withdrawal ${row.TransactionNo} is not waiting for approval`);
  if (status === VERIFIED && (!caller || caller.id === row.VerifiedByUserId))
    return fail(
      403,
      `Withdrawal ${row.TransactionNo} was verified by you: another person approves or rejects it`,
    );
  if (!(WITHDRAWAL_DECISIONS as readonly string[]).includes(decision))
    return fail(
      400,
      `TransactionStatusCode must be one of ${[...WITHDRAWAL_DECISIONS, VERIFIED].join(', ')}`,
    );
  if (decision === APPROVED && status === WAITING_APPROVAL && !withinOnePersonLimit(row))
    return fail(
      403,
      `Withdrawal ${row.TransactionNo} is above ฿${DEMO_FOUR_EYES_ABOVE.toLocaleString('en')}: one person verifies it and another approves it`,
    );
  const startDay = String(body.WithdrawDateStart ?? '');
  const endDay = String(body.WithdrawDateEnd ?? '');
  if (decision === APPROVED) {
    if (!DAY.test(startDay) || !DAY.test(endDay))
      return fail(400, 'WithdrawDateStart and WithdrawDateEnd are required dates (YYYY-MM-DD)');
    if (startDay > endDay) return fail(400, 'WithdrawDateStart must not be after WithdrawDateEnd');
    if (startDay < wireDay(wallTime())) return fail(400, 'WithdrawDateStart must not be in the past');
  }
  store.change(() => {
    row.TransactionStatusCode = decision;
    row.ApprovedBy = caller?.fullName ?? null;
    row.ApprovedDateTime = wireTime(wallTime());
    row.TransactionStatusTitle = nameOf(decision);
    row.WithdrawDateStart = decision === APPROVED ? startDay : null;
    row.WithdrawDateEnd = decision === APPROVED ? endDay : null;
    if (decision !== APPROVED) row.EndDateTime = wireTime(wallTime());
  });
  return ok(answered(row), 'Updated');
}

/** One person may approve it: its amount is read and within the service's limit. */
const withinOnePersonLimit = (row: WithdrawalRow) =>
  hasAmount(row.GrandtotalAmount) && row.GrandtotalAmount <= DEMO_FOUR_EYES_ABOVE;

/** A row as the service answers it: who verified stays the service's. */
export function answered(row: WithdrawalRow): TransactionWire {
  const { VerifiedByUserId: _kept, ...shown } = row;
  return shown;
}
