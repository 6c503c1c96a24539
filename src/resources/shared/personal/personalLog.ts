import type { Identifier } from 'react-admin';
import { logTime, partnerSubject, STAFF_LOG_RESOURCE } from '../../../providers/history/historyEntry';

// Every look at personal data is logged first (docs/api.md, "Staff activity log").

export { logTime, STAFF_LOG_RESOURCE };
export { logFailureReason, logFailureText, type LogFailureReason } from '../../../api/logFailure';

export { PERSONAL_LOG_ACTIONS, type PersonalLogAction } from './personalLogRules';
import type { PersonalLogAction } from './personalLogRules';

export interface PersonalLogSubject {
  resource: string;
  /** None for an export or a print. */
  recordId?: Identifier;
  partnerId?: Identifier;
  partnerName?: string;
  /** So the partner's own history lists the look. */
  partnerResource?: string;
}

export interface PersonalLogInput extends PersonalLogSubject {
  action: PersonalLogAction;
  user: { id: string; username: string };
  fields: readonly string[];
  rowIds?: readonly Identifier[];
  filter?: Record<string, unknown>;
  now: Date;
}

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
  createdAt: string;
}

const known = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

export function partnerOf(
  record: Record<string, unknown> | undefined,
): Pick<PersonalLogSubject, 'partnerId' | 'partnerName'> {
  const { partnerId, partnerName } = partnerSubject(record);
  return { ...(known(partnerId) ? { partnerId } : {}), ...(known(partnerName) ? { partnerName } : {}) };
}

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

/** Fields not known are left out, never sent empty. */
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
