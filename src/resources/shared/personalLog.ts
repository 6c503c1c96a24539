import { HttpError, type Identifier, type TranslateFunction } from 'react-admin';
import { HTTP_ERROR_KEYS, isNotOffered } from '../../api/http';

/*
 * Every look at personal data is written to the staff log first (docs/api.md, "Staff activity
 * log"): a reveal of one record's field, an export or a print of rows holding personal columns.
 * Pure, no React: what the entry says and why a write failed.
 */

/** The resource of the staff log, whose description writes the entries (`POST auth/Stafflog`). */
export const STAFF_LOG_RESOURCE = 'staff-log';

export { PERSONAL_LOG_ACTIONS, type PersonalLogAction } from './personalLogRules';
import type { PersonalLogAction } from './personalLogRules';

/** Whose data it is: the record looked at and the partner it belongs to, where known. */
export interface PersonalLogSubject {
  /** The app's resource of the record or the list (`suppliers`, `employees`). */
  resource: string;
  /** The record's id as the server gave it (a reveal); none for an export or a print. */
  recordId?: Identifier;
  partnerId?: Identifier;
  partnerName?: string;
}

export interface PersonalLogInput extends PersonalLogSubject {
  action: PersonalLogAction;
  /** The signed-in user, as the session holds them (the service stamps its own too). */
  user: { id: string; username: string };
  /** The wire field names looked at, or the personal columns of a file. */
  fields: readonly string[];
  /** An export's or a print's rows: their ids as the server gave them. */
  rowIds?: readonly Identifier[];
  /** An export's list filter, as the screen holds it. */
  filter?: Record<string, unknown>;
  now: Date;
}

/** The body of `POST auth/Stafflog` (docs/api.md, "Staff activity log"). */
export interface PersonalLogEntry {
  action: PersonalLogAction;
  userId: string;
  username: string;
  resource: string;
  recordId?: Identifier;
  partnerId?: Identifier;
  partnerName?: string;
  fields: string[];
  rowCount?: number;
  rowIds?: Identifier[];
  filter?: Record<string, unknown>;
  /** In Thai, as the service writes its own entries. */
  detail: string;
  /** Local `YYYY-MM-DDTHH:mm:ss`, as the log's other times. */
  createdAt: string;
}

const two = (value: number) => String(value).padStart(2, '0');

/** A moment as the services write local times: `YYYY-MM-DDTHH:mm:ss`, no zone. */
export function logTime(moment: Date): string {
  const day = `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())}`;
  return `${day}T${two(moment.getHours())}:${two(moment.getMinutes())}:${two(moment.getSeconds())}`;
}

const known = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/** The partner kinds whose records and rows carry `<Kind>Id` and `<Kind>Name` (docs/api.md, "Partners"). */
const PARTNER_KINDS = ['Supplier', 'Grocery'] as const;

/**
 * The partner a record belongs to, from its own fields: a supplier or a grocery store (its id,
 * and its name where the record carries it), or nothing for a record that names neither.
 */
export function partnerOf(
  record: Record<string, unknown> | undefined,
): Pick<PersonalLogSubject, 'partnerId' | 'partnerName'> {
  for (const kind of PARTNER_KINDS) {
    const id = record?.[`${kind}Id`];
    if (!known(id)) continue;
    const name = record?.[`${kind}Name`];
    return { partnerId: id as Identifier, ...(known(name) ? { partnerName: String(name) } : {}) };
  }
  return {};
}

const THAI_VERBS: Record<PersonalLogAction, string> = {
  REVEAL: 'เปิดดูข้อมูลส่วนบุคคล',
  EXPORT: 'ส่งออกข้อมูลส่วนบุคคล',
  PRINT: 'พิมพ์ข้อมูลส่วนบุคคล',
};

function thaiDetail(input: PersonalLogInput, rowCount: number | undefined): string {
  const fields = input.fields.join(', ');
  const record = known(input.recordId) ? `${input.resource} ${String(input.recordId)}` : input.resource;
  const whose = input.partnerName ? `${input.partnerName} (${record})` : record;
  if (rowCount !== undefined) return `${THAI_VERBS[input.action]} ${fields} ${rowCount} รายการ จาก ${whose}`;
  return `${THAI_VERBS[input.action]} ${fields} ของ ${whose}`;
}

/**
 * The staff log entry of a look at personal data: who, which record or which rows, which fields,
 * whose data, when, and the service's kind of Thai detail. Fields not known are left out, never
 * sent empty.
 */
export function personalLogEntry(input: PersonalLogInput): PersonalLogEntry {
  const rowCount = input.rowIds ? input.rowIds.length : undefined;
  return {
    action: input.action,
    userId: input.user.id,
    username: input.user.username,
    resource: input.resource,
    ...(known(input.recordId) ? { recordId: input.recordId } : {}),
    ...(known(input.partnerId) ? { partnerId: input.partnerId } : {}),
    ...(known(input.partnerName) ? { partnerName: input.partnerName } : {}),
    fields: [...input.fields],
    ...(input.rowIds ? { rowCount, rowIds: [...input.rowIds] } : {}),
    ...(input.filter ? { filter: input.filter } : {}),
    detail: thaiDetail(input, rowCount),
    createdAt: logTime(input.now),
  };
}

/** Why an entry could not be written: a translation key of `app.personal_log.reasons` and its values. */
export interface LogFailureReason {
  key: string;
  args?: Record<string, unknown>;
}

/**
 * What to tell the user when the log refused or missed an entry: the service lacks the call, the
 * server failed (5xx, an unreadable answer), the network or a time-out, a refusal with the
 * server's message. A 401 is not one of them: it ends the session as every call's does.
 */
export function logFailureReason(error: unknown): LogFailureReason {
  const reasons = 'app.personal_log.reasons';
  if (isNotOffered(error)) return { key: `${reasons}.not_offered` };
  if (!(error instanceof HttpError)) return { key: `${reasons}.unknown` };
  if (error.message === HTTP_ERROR_KEYS.network) return { key: `${reasons}.network` };
  if (error.message === HTTP_ERROR_KEYS.timeout) return { key: `${reasons}.timeout` };
  if (error.message === HTTP_ERROR_KEYS.malformed || error.status >= 500)
    return { key: `${reasons}.server`, args: { status: error.status } };
  return { key: `${reasons}.refused`, args: { status: error.status, message: error.message } };
}

/** A reason in the interface language (the server's message translated when it is a key of the app's). */
export function logFailureText(reason: LogFailureReason, translate: TranslateFunction): string {
  const args = reason.args ?? {};
  const message = typeof args.message === 'string' ? translate(args.message, { _: args.message }) : '';
  return translate(reason.key, { ...args, message });
}
