import type { Identifier } from 'react-admin';
import { logTime, partnerSubject, STAFF_LOG_RESOURCE } from '../../../providers/history/historyEntry';

/*
 * Every look at personal data is written to the staff log first (docs/api.md, "Staff activity
 * log"): a reveal of one record's field, an export or a print of rows holding personal columns.
 * Pure, no React: what the entry says and why a write failed.
 */

export { logTime, STAFF_LOG_RESOURCE };
// Why an entry was not written: the same for a look and for a record's history (src/api/logFailure.ts).
export { logFailureReason, logFailureText, type LogFailureReason } from '../../../api/logFailure';

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
  /** The resource of the partner's own records (`suppliers`): its history then lists the look. */
  partnerResource?: string;
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
  partnerResource?: string;
  fields: string[];
  rowCount?: number;
  rowIds?: Identifier[];
  filter?: Record<string, unknown>;
  /** In Thai, as the service writes its own entries. */
  detail: string;
  /** Local `YYYY-MM-DDTHH:mm:ss`, as the log's other times. */
  createdAt: string;
}

const known = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/**
 * The partner a record belongs to, from its own fields: a supplier or a grocery store (its id,
 * and its name where the record carries it), or nothing for a record that names neither.
 */
export function partnerOf(
  record: Record<string, unknown> | undefined,
): Pick<PersonalLogSubject, 'partnerId' | 'partnerName'> {
  const { partnerId, partnerName } = partnerSubject(record);
  return { ...(known(partnerId) ? { partnerId } : {}), ...(known(partnerName) ? { partnerName } : {}) };
}

/** The resource of the partner's own records, for a record that names its partner (`suppliers`). */
export const partnerResourceOf = (record: Record<string, unknown> | undefined): string | undefined =>
  partnerSubject(record).partnerResource;

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
    ...(known(input.partnerId) && input.partnerResource ? { partnerResource: input.partnerResource } : {}),
    fields: [...input.fields],
    ...(input.rowIds ? { rowCount, rowIds: [...input.rowIds] } : {}),
    ...(input.filter ? { filter: input.filter } : {}),
    detail: thaiDetail(input, rowCount),
    createdAt: logTime(input.now),
  };
}
