import type { Identifier } from 'react-admin';
import type { HistoryChange } from './historyChanges';

// The staff log entry of a write to a record with a history (docs/api.md, "Record history"); the demo reads it too.

export const STAFF_LOG_RESOURCE = 'staff-log';

/** `VERIFY`: the first of two people's check of a decision that needs two. */
export const HISTORY_ACTIONS = ['CREATE', 'UPDATE', 'DELETE', 'APPROVE', 'REJECT', 'VERIFY'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export interface PartnerSubject {
  partnerId?: Identifier;
  partnerName?: string;
  /** So the partner's own history lists the entry. */
  partnerResource?: string;
}

/** The partner kinds whose records and rows carry `<Kind>Id` and `<Kind>Name` (docs/api.md, "Partners"). */
export const PARTNER_RESOURCES = { Supplier: 'suppliers', Grocery: 'groceries' } as const;

const known = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

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

/** As the services write local times: no zone. */
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

/** About the record, listing it among a file's rows, or about something of the partner it is. */
export function namesRecord(entry: Record<string, unknown>, resource: string, recordId: unknown): boolean {
  if (entry.resource === resource) {
    if (sameId(entry.recordId, recordId)) return true;
    if (Array.isArray(entry.rowIds) && entry.rowIds.some((id) => sameId(id, recordId))) return true;
  }
  return entry.partnerResource === resource && sameId(entry.partnerId, recordId);
}
