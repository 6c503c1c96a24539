import {
  DECISION_WORKFLOWS,
  DEFAULT_CONFIG,
  WORKFLOW_NAMES,
  type CalendarConfig,
  type PaymentCodes,
  type QueueLimits,
  type SupportCodes,
  type WithdrawalCodes,
  type WorkflowCodes,
  type WorkflowConfig,
} from './config';
import { checkFourEyes, parseFourEyesKey } from './parseFourEyes';
import { isCode, isObject } from './parseSections';

/**
 * One workflow's codes: missing keys take the default, a malformed value is a problem. `ownKey`
 * takes the keys of one workflow only (the withdrawals' four eyes), answering whether it knew `key`.
 */
function parseWorkflowCodes<C extends WorkflowCodes>(
  name: (typeof DECISION_WORKFLOWS)[number],
  raw: unknown,
  problems: string[],
  ownKey: (key: string, value: unknown, codes: C) => boolean = () => false,
): C {
  const fallback = DEFAULT_CONFIG.workflow[name];
  const codes = { ...fallback, waiting: [...fallback.waiting] } as C;
  if (raw === undefined) return codes;
  const at = `workflow.${name}`;
  if (!isObject(raw)) {
    problems.push(`"${at}" must be an object ({ "waiting": [...], "approved": "...", "rejected": "..." })`);
    return codes;
  }
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'waiting') {
      if (!Array.isArray(value) || value.length === 0 || !value.every(isCode))
        problems.push(`"${at}.waiting" must be a list of one or more codes, not ${JSON.stringify(value)}`);
      else codes.waiting = [...value];
    } else if (key === 'approved' || key === 'rejected') {
      if (!isCode(value))
        problems.push(`"${at}.${key}" must be a code (a text), not ${JSON.stringify(value)}`);
      else codes[key] = value;
    } else if (!parseLimit(at, key, value, codes, problems) && !ownKey(key, value, codes)) {
      problems.push(`unknown key "${at}.${key}"`);
    }
  }
  checkLimits(at, codes, problems);
  // A code that meant two things would decide a record by waiting on it, or wait on a decision.
  if (codes.approved === codes.rejected)
    problems.push(`"${at}.approved" and "${at}.rejected" must differ, both are "${codes.approved}"`);
  for (const key of ['approved', 'rejected'] as const)
    if (codes.waiting.includes(codes[key]))
      problems.push(`"${at}.${key}" ("${codes[key]}") must not be one of "${at}.waiting"`);
  return codes;
}

/** What a transaction's status says about its money: a missing key takes the default. */
function parsePaymentCodes(raw: unknown, problems: string[]): PaymentCodes {
  const fallback = DEFAULT_CONFIG.workflow.payment;
  const codes: PaymentCodes = { ...fallback, unpaid: [...fallback.unpaid] };
  if (raw === undefined) return codes;
  if (!isObject(raw)) {
    problems.push('"workflow.payment" must be an object ({ "succeeded": "...", "unpaid": [...] })');
    return codes;
  }
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'succeeded') {
      if (!isCode(value))
        problems.push(`"workflow.payment.succeeded" must be a code (a text), not ${JSON.stringify(value)}`);
      else codes.succeeded = value;
    } else if (key === 'unpaid') {
      if (!Array.isArray(value) || !value.every(isCode))
        problems.push(`"workflow.payment.unpaid" must be a list of codes, not ${JSON.stringify(value)}`);
      else codes.unpaid = [...value];
    } else problems.push(`unknown key "workflow.payment.${key}"`);
  }
  if (codes.unpaid.includes(codes.succeeded))
    problems.push(
      `"workflow.payment.succeeded" ("${codes.succeeded}") must not be one of "workflow.payment.unpaid"`,
    );
  return codes;
}

/** Which support requests wait for staff: a missing key takes the default. */
function parseSupportCodes(raw: unknown, problems: string[]): SupportCodes {
  const codes: SupportCodes = { waiting: [...DEFAULT_CONFIG.workflow.support.waiting] };
  if (raw === undefined) return codes;
  if (!isObject(raw)) {
    problems.push('"workflow.support" must be an object ({ "waiting": [...] })');
    return codes;
  }
  for (const [key, value] of Object.entries(raw)) {
    if (key !== 'waiting') {
      if (!parseLimit('workflow.support', key, value, codes, problems))
        problems.push(`unknown key "workflow.support.${key}"`);
    } else if (!Array.isArray(value) || value.length === 0 || !value.every(isCode))
      problems.push(
        `"workflow.support.waiting" must be a list of one or more codes, not ${JSON.stringify(value)}`,
      );
    else codes.waiting = [...value];
  }
  checkLimits('workflow.support', codes, problems);
  return codes;
}

/**
 * A queue's ageing limit at `at.key`: a whole number of business days, 0 or more. Answers whether
 * `key` is one (said or not, so that the caller reports other keys as unknown).
 */
function parseLimit(
  at: string,
  key: string,
  value: unknown,
  limits: QueueLimits,
  problems: string[],
): boolean {
  if (key !== 'warnAfterDays' && key !== 'lateAfterDays') return false;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) limits[key] = value;
  else
    problems.push(
      `"${at}.${key}" must be a whole number of business days (0 or more), not ${JSON.stringify(value)}`,
    );
  return true;
}

/** Amber must come before red, or it would never show. */
function checkLimits(at: string, { warnAfterDays, lateAfterDays }: QueueLimits, problems: string[]) {
  if (warnAfterDays !== undefined && lateAfterDays !== undefined && warnAfterDays >= lateAfterDays)
    problems.push(
      `"${at}.warnAfterDays" (${warnAfterDays}) must be less than "${at}.lateAfterDays" (${lateAfterDays})`,
    );
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` that names a real day (not 2026-02-30). */
const isCalendarDay = (value: unknown): value is string =>
  typeof value === 'string' &&
  CALENDAR_DAY.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** The business-day calendar: each holiday a real `YYYY-MM-DD` day, every wrong one said. */
export function parseCalendar(raw: unknown, problems: string[]): CalendarConfig {
  const calendar: CalendarConfig = { holidays: [...DEFAULT_CONFIG.calendar.holidays] };
  if (raw === undefined) return calendar;
  if (!isObject(raw)) {
    problems.push('"calendar" must be an object ({ "holidays": ["YYYY-MM-DD", ...] })');
    return calendar;
  }
  for (const [key, value] of Object.entries(raw)) {
    if (key !== 'holidays') problems.push(`unknown key "calendar.${key}"`);
    else if (!Array.isArray(value))
      problems.push(
        `"calendar.holidays" must be a list of days ("YYYY-MM-DD"), not ${JSON.stringify(value)}`,
      );
    else {
      const wrong = value.filter((day) => !isCalendarDay(day));
      for (const day of wrong)
        problems.push(
          `"calendar.holidays" holds ${JSON.stringify(day)}, which is not a day written "YYYY-MM-DD" (e.g. "2026-04-13")`,
        );
      if (!wrong.length) calendar.holidays = [...(value as string[])];
    }
  }
  return calendar;
}

export function parseWorkflow(raw: unknown, problems: string[]): WorkflowConfig {
  if (raw !== undefined && !isObject(raw)) problems.push('"workflow" must be an object');
  const given = isObject(raw) ? raw : {};
  for (const key of Object.keys(given))
    if (!(WORKFLOW_NAMES as readonly string[]).includes(key)) problems.push(`unknown key "workflow.${key}"`);
  const withdrawal = parseWorkflowCodes<WithdrawalCodes>(
    'withdrawal',
    given.withdrawal,
    problems,
    (key, value, codes) => parseFourEyesKey(key, value, codes, problems),
  );
  checkFourEyes(withdrawal, problems);
  const workflow: WorkflowConfig = {
    withdrawal,
    licence: parseWorkflowCodes('licence', given.licence, problems),
    payment: parsePaymentCodes(given.payment, problems),
    support: parseSupportCodes(given.support, problems),
  };
  // Pay-outs and withdrawals share one status list: money that moved cannot still wait for a
  // decision or have been refused, or the finance figures would count what was never paid.
  const { succeeded } = workflow.payment;
  if (workflow.withdrawal.waiting.includes(succeeded))
    problems.push(
      `"workflow.payment.succeeded" ("${succeeded}") must not be one of "workflow.withdrawal.waiting"`,
    );
  if (workflow.withdrawal.rejected === succeeded)
    problems.push(
      `"workflow.payment.succeeded" and "workflow.withdrawal.rejected" must differ, both are "${succeeded}"`,
    );
  // A verified withdrawal still waits for its second person: its money has not moved.
  if (workflow.withdrawal.verified === succeeded)
    problems.push(
      `"workflow.payment.succeeded" and "workflow.withdrawal.verified" must differ, both are "${succeeded}"`,
    );
  return workflow;
}
