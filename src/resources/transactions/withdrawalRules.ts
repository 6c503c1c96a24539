import dayjs from 'dayjs';
import type { RaRecord } from 'react-admin';
import type { WithdrawalCodes } from '../../config/config';
import type { ServerStatus } from '../shared/finance/statusCheck';
import { WITHDRAWAL_TYPES } from './transactionData';

// A decision sends the server's own status codes (docs/api.md, "Statuses"), never one the app made up.

export type Decision = 'approve' | 'reject';

export interface WithdrawalForm {
  decision: Decision;
  TransactionStatusCode: string;
  /** The days the money is transferred, both included. */
  WithdrawDateStart: string;
  WithdrawDateEnd: string;
}

type FormField = 'TransactionStatusCode' | 'WithdrawDateStart' | 'WithdrawDateEnd';

const codeOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export const isFinal = (code: unknown, workflow: WithdrawalCodes) =>
  codeOf(code) === workflow.approved || codeOf(code) === workflow.rejected;

/** Unread, the configuration is trusted. */
export const waitingCodesListed = (workflow: WithdrawalCodes, statuses?: readonly ServerStatus[]) =>
  !statuses || statuses.some((status) => workflow.waiting.includes(codeOf(status.Code)));

/** When the configured waiting codes do not fit the server, any undecided withdrawal may be: staff are never locked out. */
export function mayDecide(
  record: RaRecord | undefined,
  workflow: WithdrawalCodes,
  statuses?: readonly ServerStatus[],
): boolean {
  if (!record || !WITHDRAWAL_TYPES.includes(codeOf(record.TransactionTypeCode))) return false;
  const code = codeOf(record.TransactionStatusCode);
  if (isFinal(code, workflow)) return false;
  if (workflow.verified && code === workflow.verified) return true;
  return workflow.waiting.includes(code) || !waitingCodesListed(workflow, statuses);
}

export interface DecisionChoices {
  choices: ServerStatus[];
  /** Empty: the user must choose. */
  preset: string;
}

/** The server's statuses but the current, waiting, verified (a check) and other decision's; unread, the configured one. */
export function decisionChoices(
  decision: Decision,
  workflow: WithdrawalCodes,
  statuses: readonly ServerStatus[] | undefined,
  current?: unknown,
): DecisionChoices {
  const configured = decision === 'approve' ? workflow.approved : workflow.rejected;
  const other = decision === 'approve' ? workflow.rejected : workflow.approved;
  if (!statuses) return { choices: [{ Code: configured }], preset: configured };
  const choices = statuses.filter((status) => {
    const code = codeOf(status.Code);
    return (
      code !== '' &&
      code !== codeOf(current) &&
      code !== other &&
      code !== workflow.verified &&
      !workflow.waiting.includes(code)
    );
  });
  const preset = choices.some((status) => codeOf(status.Code) === configured) ? configured : '';
  return { choices, preset };
}

/** The row's own title first, then the list's name; undefined: the app's label is shown. */
export function serverStatusName(
  code: unknown,
  statuses: readonly ServerStatus[] | undefined,
  title?: unknown,
): string | undefined {
  const own = typeof title === 'string' ? title.trim() : '';
  if (own) return own;
  const listed = statuses?.find((status) => codeOf(status.Code) === codeOf(code))?.Name;
  return typeof listed === 'string' && listed.trim() ? listed.trim() : undefined;
}

/** For the chip's colour: a verified one still waits. */
export function meaningOf(code: unknown, workflow: WithdrawalCodes): 'waiting' | Decision | undefined {
  const value = codeOf(code);
  if (workflow.waiting.includes(value) || (workflow.verified && value === workflow.verified))
    return 'waiting';
  if (value === workflow.approved) return 'approve';
  if (value === workflow.rejected) return 'reject';
  return undefined;
}

export function openingForm(
  workflow: WithdrawalCodes,
  statuses: readonly ServerStatus[] | undefined,
  current: unknown,
  today: Date = new Date(),
): WithdrawalForm {
  return {
    decision: 'approve',
    TransactionStatusCode: decisionChoices('approve', workflow, statuses, current).preset,
    ...defaultTransferDays(today),
  };
}

const DAY = 'YYYY-MM-DD';

export const defaultTransferDays = (today: Date = new Date()) => ({
  WithdrawDateStart: dayjs(today).format(DAY),
  WithdrawDateEnd: dayjs(today).add(2, 'day').format(DAY),
});

/** An approval needs its transfer days, not in the past and in order; a rejection needs none. */
export function withdrawalProblems(
  form: WithdrawalForm,
  today: Date = new Date(),
): Partial<Record<FormField, string>> {
  const texts = 'resources.pay-outs.withdrawal';
  const problems: Partial<Record<FormField, string>> = {};
  if (!form.TransactionStatusCode) problems.TransactionStatusCode = `${texts}.code_required`;
  if (form.decision !== 'approve') return problems;
  if (!form.WithdrawDateStart) problems.WithdrawDateStart = `${texts}.start_required`;
  else if (form.WithdrawDateStart < dayjs(today).format(DAY))
    problems.WithdrawDateStart = `${texts}.start_past`;
  if (!form.WithdrawDateEnd) problems.WithdrawDateEnd = `${texts}.end_required`;
  else if (form.WithdrawDateStart && form.WithdrawDateStart > form.WithdrawDateEnd)
    problems.WithdrawDateEnd = 'app.date_range.start_after_end';
  return problems;
}

export const decisionData = (form: WithdrawalForm) => ({
  TransactionStatusCode: form.TransactionStatusCode,
  WithdrawDateStart: form.decision === 'approve' ? form.WithdrawDateStart : null,
  WithdrawDateEnd: form.decision === 'approve' ? form.WithdrawDateEnd : null,
});

const WIRE_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Its partner and day narrow the list to a few rows, for the read again before a decision. */
export function readAgainFilter(record: RaRecord): Record<string, unknown> {
  const day = codeOf(record.StartDateTime).slice(0, 10);
  return {
    ...(record.SupplierId ? { SupplierId: record.SupplierId } : {}),
    ...(record.GroceryId ? { GroceryId: record.GroceryId } : {}),
    ...(WIRE_DAY.test(day) ? { StartDate: day, EndDate: day } : {}),
  };
}
