import dayjs from 'dayjs';
import type { RaRecord } from 'react-admin';
import type { WithdrawalCodes } from '../../config/config';
import type { ServerStatus } from '../shared/finance/statusCheck';
import { WITHDRAWAL_TYPES } from './transactionData';

/**
 * Deciding a withdrawal against the server's own status codes (docs/api.md, "Statuses"): which
 * codes wait and which approve or reject is `workflow.withdrawal` of config.json; the codes sent
 * and their names are the ones `Transaction/TransactionStatus` lists.
 */

export type Decision = 'approve' | 'reject';

export interface WithdrawalForm {
  decision: Decision;
  /** The server's code sent for the decision; empty until one is chosen. */
  TransactionStatusCode: string;
  /** `YYYY-MM-DD`: the days the money is transferred, both included. */
  WithdrawDateStart: string;
  WithdrawDateEnd: string;
}

type FormField = 'TransactionStatusCode' | 'WithdrawDateStart' | 'WithdrawDateEnd';

const codeOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A decided withdrawal: its status is the configured approved or rejected code. */
export const isFinal = (code: unknown, workflow: WithdrawalCodes) =>
  codeOf(code) === workflow.approved || codeOf(code) === workflow.rejected;

/**
 * Whether the configured waiting codes fit the server: its list (once read) holds one of them.
 * Unread, the configuration is trusted.
 */
export const waitingCodesListed = (workflow: WithdrawalCodes, statuses?: readonly ServerStatus[]) =>
  !statuses || statuses.some((status) => workflow.waiting.includes(codeOf(status.Code)));

/**
 * A withdrawal (WD, WDA) can be decided while it waits (a configured waiting code), or verified
 * by a first person (the `verified` code: its second person decides it). When the server lists
 * none of the waiting codes, the configuration does not fit it, and any withdrawal not yet decided
 * (not the approved or rejected code) can be: staff are never locked out by a code list the app
 * did not foresee.
 */
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
  /** The codes the user may send for the decision, with the server's names, in the server's order. */
  choices: ServerStatus[];
  /** Chosen first: the configured code when the server lists it; empty: the user must choose. */
  preset: string;
}

/**
 * The codes offered for a decision: the server's statuses, but not the withdrawal's own, not a
 * waiting code, not the verified code (a check, not a decision) and not the other decision's
 * configured code. The configured code is chosen first when listed. Without a list (it could not
 * be read), the configured code alone.
 */
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

/**
 * The server's name of a status: the row's own title first, then the list's name; undefined when
 * the server sent none (the app's label, or the code, is shown instead).
 */
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

/** What a code means in the workflow, for the colour of its chip: a verified one still waits. */
export function meaningOf(code: unknown, workflow: WithdrawalCodes): 'waiting' | Decision | undefined {
  const value = codeOf(code);
  if (workflow.waiting.includes(value) || (workflow.verified && value === workflow.verified))
    return 'waiting';
  if (value === workflow.approved) return 'approve';
  if (value === workflow.rejected) return 'reject';
  return undefined;
}

/** The form a decision opens with: approve, the configured code when listed, three transfer days. */
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

/** The transfer days offered first: from today, over three days. */
export const defaultTransferDays = (today: Date = new Date()) => ({
  WithdrawDateStart: dayjs(today).format(DAY),
  WithdrawDateEnd: dayjs(today).add(2, 'day').format(DAY),
});

/**
 * What stops a decision being sent, by field (translation keys). Every decision needs the code it
 * sends; an approval needs its transfer days, not in the past and in order; a rejection needs none.
 */
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

/** The body fields of `PUT Transaction/withdraw` besides the id: a rejection sends no days. */
export const decisionData = (form: WithdrawalForm) => ({
  TransactionStatusCode: form.TransactionStatusCode,
  WithdrawDateStart: form.decision === 'approve' ? form.WithdrawDateStart : null,
  WithdrawDateEnd: form.decision === 'approve' ? form.WithdrawDateEnd : null,
});

const WIRE_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The pay-out list's filter that finds this withdrawal among few, to read it again before a
 * decision: its partner and the day it was asked (the list's own type, PO: the specification's
 * statement call takes no withdrawal type).
 */
export function readAgainFilter(record: RaRecord): Record<string, unknown> {
  const day = codeOf(record.StartDateTime).slice(0, 10);
  return {
    ...(record.SupplierId ? { SupplierId: record.SupplierId } : {}),
    ...(record.GroceryId ? { GroceryId: record.GroceryId } : {}),
    ...(WIRE_DAY.test(day) ? { StartDate: day, EndDate: day } : {}),
  };
}
