import dayjs from 'dayjs';
import type { RaRecord } from 'react-admin';
import { APPROVED, REJECTED, WAITING_APPROVAL, WITHDRAWAL_TYPES } from './transactionData';

export type WithdrawalDecision = typeof APPROVED | typeof REJECTED;

export interface WithdrawalForm {
  TransactionStatusCode: WithdrawalDecision;
  /** `YYYY-MM-DD`: the days the money is transferred, both included. */
  WithdrawDateStart: string;
  WithdrawDateEnd: string;
}

type DateField = 'WithdrawDateStart' | 'WithdrawDateEnd';

/** Only a withdrawal (WD, WDA) waiting for approval can be decided. */
export const mayDecide = (record: RaRecord | undefined) =>
  !!record &&
  WITHDRAWAL_TYPES.includes(String(record.TransactionTypeCode)) &&
  record.TransactionStatusCode === WAITING_APPROVAL;

const DAY = 'YYYY-MM-DD';

/** The transfer days offered first: from today, over three days. */
export const defaultTransferDays = (today: Date = new Date()) => ({
  WithdrawDateStart: dayjs(today).format(DAY),
  WithdrawDateEnd: dayjs(today).add(2, 'day').format(DAY),
});

/**
 * What stops a decision being sent, by field (translation keys). An approval needs its transfer
 * days, not in the past and in order; a rejection needs none.
 */
export function withdrawalProblems(
  form: WithdrawalForm,
  today: Date = new Date(),
): Partial<Record<DateField, string>> {
  if (form.TransactionStatusCode !== APPROVED) return {};
  const texts = 'resources.pay-outs.withdrawal';
  const problems: Partial<Record<DateField, string>> = {};
  if (!form.WithdrawDateStart) problems.WithdrawDateStart = `${texts}.start_required`;
  else if (form.WithdrawDateStart < dayjs(today).format(DAY))
    problems.WithdrawDateStart = `${texts}.start_past`;
  if (!form.WithdrawDateEnd) problems.WithdrawDateEnd = `${texts}.end_required`;
  else if (form.WithdrawDateStart && form.WithdrawDateStart > form.WithdrawDateEnd)
    problems.WithdrawDateEnd = 'app.date_range.start_after_end';
  return problems;
}

/** The body fields of `PUT Transaction/withdraw` besides the id: a rejection sends no days. */
export const decisionData = (form: WithdrawalForm) => ({
  TransactionStatusCode: form.TransactionStatusCode,
  WithdrawDateStart: form.TransactionStatusCode === APPROVED ? form.WithdrawDateStart : null,
  WithdrawDateEnd: form.TransactionStatusCode === APPROVED ? form.WithdrawDateEnd : null,
});
