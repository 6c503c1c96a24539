import type { Identifier } from 'react-admin';
import type { HistoryChange } from './historyChanges';

/*
 * The staff log entry of a write the app made to a record with a history (docs/api.md, "Record
 * history"), and which entries name a record. Pure, no React: the demo reads the same rule.
 */

/** The resource of the staff log, whose description writes the entries (`POST auth/Stafflog`). */
export const STAFF_LOG_RESOURCE = 'staff-log';

/**
 * What the app writes of its own writes: an add, an edit, a delete, a decision, and the first of
 * two people's check of a decision that needs two (`VERIFY`, a withdrawal above the four-eyes limit).
 */
export const HISTORY_ACTIONS = ['CREATE', 'UPDATE', 'DELETE', 'APPROVE', 'REJECT', 'VERIFY'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** The partner a record belongs to, and the resource of that partner's own records. */
export interface PartnerSubject {
  partnerId?: Identifier;
  partnerName?: string;
  /** `suppliers` or `groceries`: with `partnerId`, names the partner's record (its history lists the entry). */
  partnerResource?: string;
}

/** The partner kinds whose records and rows carry `<Kind>Id` and `<Kind>Name` (docs/api.md, "Partners"). */
export const PARTNER_RESOURCES = { Supplier: 'suppliers', Grocery: 'groceries' } as const;

const known = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/** The partner a record belongs to, from its own fields; nothing for a record that names none. */
export function partnerSubject(record: Record<string, unknown> | undefined): PartnerSubject {
  for (const [kind, resource] of Object.entries(PARTNER_RESOURCES)) {
    const id = record?.[`${kind}Id`];
    if (!known(id)) continue;
    const name = record?.[`${kind}Name`];
    return {
      partnerId: id as Identifier,
      ...(known(name) ? { partnerName: String(name) } : {}),
      partnerResource: resource,
    };
  }
  return {};
}

const two = (value: number) => String(value).padStart(2, '0');

/** A moment as the services write local times: `YYYY-MM-DDTHH:mm:ss`, no zone. */
export function logTime(moment: Date): string {
  const day = `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())}`;
  return `${day}T${two(moment.getHours())}:${two(moment.getMinutes())}:${two(moment.getSeconds())}`;
}

/** The body of `POST auth/Stafflog` for a write (docs/api.md, "Record history"). */
export interface HistoryEntry extends PartnerSubject {
  action: HistoryAction;
  userId: string;
  username: string;
  resource: string;
  recordId: Identifier;
  /** The fields the write changed (those of `changes`), as a look's entry names its fields. */
  fields: string[];
  changes: HistoryChange[];
  /** In Thai, as the service writes its own entries. */
  detail: string;
  createdAt: string;
}

export interface HistoryEntryInput extends PartnerSubject {
  action: HistoryAction;
  user: { id: string; username: string };
  resource: string;
  recordId: Identifier;
  changes: HistoryChange[];
  now: Date;
}

const THAI_VERBS: Record<HistoryAction, string> = {
  CREATE: 'เพิ่ม',
  UPDATE: 'แก้ไข',
  DELETE: 'ลบ',
  APPROVE: 'อนุมัติ',
  REJECT: 'ไม่อนุมัติ',
  VERIFY: 'ตรวจสอบ',
};

/** The entry of a write: who, which record, what changed, whose record, when. */
export function historyEntry(input: HistoryEntryInput): HistoryEntry {
  const record = `${input.resource} ${String(input.recordId)}`;
  const whose = input.partnerName ? `${input.partnerName} (${record})` : record;
  const fields = input.changes.map((change) => change.field);
  return {
    action: input.action,
    userId: input.user.id,
    username: input.user.username,
    resource: input.resource,
    recordId: input.recordId,
    ...(known(input.partnerId) ? { partnerId: input.partnerId } : {}),
    ...(known(input.partnerName) ? { partnerName: input.partnerName } : {}),
    ...(known(input.partnerId) && input.partnerResource ? { partnerResource: input.partnerResource } : {}),
    fields,
    changes: input.changes,
    detail: [THAI_VERBS[input.action], fields.join(', '), `ของ ${whose}`].filter(Boolean).join(' '),
    createdAt: logTime(input.now),
  };
}

const sameId = (a: unknown, b: unknown) => known(a) && known(b) && String(a) === String(b);

/**
 * Whether a staff log entry names a record (the assumed filters `resource` and `recordId` of
 * `GET auth/Stafflog`): it is about the record (its `resource` and `recordId`), it lists the record
 * among an export's or a print's rows (`rowIds`), or it is about something of the partner the
 * record is (`partnerResource` and `partnerId`: a supplier's product, user, licence, pay-out).
 */
export function namesRecord(entry: Record<string, unknown>, resource: string, recordId: unknown): boolean {
  if (entry.resource === resource) {
    if (sameId(entry.recordId, recordId)) return true;
    if (Array.isArray(entry.rowIds) && entry.rowIds.some((id) => sameId(id, recordId))) return true;
  }
  return entry.partnerResource === resource && sameId(entry.partnerId, recordId);
}
