import type { DataProvider, RaRecord } from 'react-admin';
import type { WithdrawalCodes } from '../../config/config';
import {
  historyReadReason,
  latestChangeTo,
  readHistoryPage,
  type HistoryItem,
  type HistoryReadReason,
  type HistorySubject,
} from '../shared/history/historyRead';
import { hasAmount } from './transactionData';

// docs/api.md, "Four eyes on money out"; why doubt refuses: docs/decisions.md, "Four eyes on money out".

/** `approve`: a second person, not the one who verified, decides. */
export type WithdrawalStep = 'decide' | 'verify' | 'approve';

const codeOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** One without a grand total cannot be shown to be within the limit, so it needs two people. */
export function needsFourEyes(record: RaRecord, workflow: WithdrawalCodes): boolean {
  if (workflow.fourEyesAbove === undefined || !workflow.verified) return false;
  const amount: unknown = record.GrandtotalAmount;
  return !hasAmount(amount) || amount > workflow.fourEyesAbove;
}

export function withdrawalStep(record: RaRecord, workflow: WithdrawalCodes): WithdrawalStep {
  if (workflow.verified && codeOf(record.TransactionStatusCode) === workflow.verified) return 'approve';
  return needsFourEyes(record, workflow) ? 'verify' : 'decide';
}

/** No transfer days: the second person gives them with the approval. */
export const verifyData = (workflow: WithdrawalCodes) => ({
  TransactionStatusCode: workflow.verified ?? '',
  WithdrawDateStart: null,
  WithdrawDateEnd: null,
});

const FIELD = 'TransactionStatusCode';

const latestOf = (items: readonly HistoryItem[], action: string, code: string | undefined) =>
  code
    ? latestChangeTo(
        items.filter((item) => item.action === action),
        FIELD,
        code,
      )
    : undefined;

export const verifierIn = (items: readonly HistoryItem[], verified: string | undefined) =>
  latestOf(items, 'VERIFY', verified);

export const approverIn = (items: readonly HistoryItem[], approved: string) =>
  latestOf(items, 'APPROVE', approved);

export const HISTORY_PAGES_READ = 10;

export async function readHistoryUntil(
  dataProvider: Pick<DataProvider, 'getList'>,
  subject: HistorySubject,
  enough: (items: readonly HistoryItem[]) => boolean,
  pages = HISTORY_PAGES_READ,
): Promise<HistoryItem[]> {
  const items: HistoryItem[] = [];
  for (let page = 1; page <= pages; page += 1) {
    const read = await readHistoryPage(dataProvider, subject, page);
    items.push(...read.items);
    if (!read.more || enough(items)) break;
  }
  return items;
}

export type VerifierRead =
  | { state: 'found'; verifier: HistoryItem }
  | { state: 'none' }
  | { state: 'unreadable'; reason: HistoryReadReason };

export async function readVerifier(
  dataProvider: Pick<DataProvider, 'getList'>,
  subject: HistorySubject,
  verified: string | undefined,
): Promise<VerifierRead> {
  try {
    const items = await readHistoryUntil(dataProvider, subject, (read) => !!verifierIn(read, verified));
    const verifier = verifierIn(items, verified);
    return verifier ? { state: 'found', verifier } : { state: 'none' };
  } catch (error) {
    return { state: 'unreadable', reason: historyReadReason(error) };
  }
}

export async function readDeciders(
  dataProvider: Pick<DataProvider, 'getList'>,
  subject: HistorySubject,
  workflow: WithdrawalCodes,
): Promise<{ verifier?: string; approver?: string }> {
  const items = await readHistoryUntil(
    dataProvider,
    subject,
    // Newest first: the approval is met before the verification that came ahead of it.
    (read) =>
      !!approverIn(read, workflow.approved) && (!workflow.verified || !!verifierIn(read, workflow.verified)),
  );
  return {
    verifier: personName(verifierIn(items, workflow.verified)),
    approver: personName(approverIn(items, workflow.approved)),
  };
}

export interface Person {
  id?: string;
  username?: string;
}

/** Both carry an id, or both a user name: a difference then tells two people apart. */
const comparable = (one: Person, other: Person) =>
  (!!one.id && !!other.id) || (!!one.username && !!other.username);

export const samePerson = (one: Person, other: Person) =>
  (!!one.id && one.id === other.id) ||
  (!!one.username && one.username.toLowerCase() === (other.username ?? '').toLowerCase());

export type SecondStep =
  | { may: true; verifier: HistoryItem }
  | { may: false; why: 'same_person' | 'not_comparable'; verifier: HistoryItem }
  | { may: false; why: 'no_verifier' | 'no_user' }
  | { may: false; why: 'unreadable'; reason: HistoryReadReason };

/** Refused to who verified, and whenever who verified cannot be told: never allowed on a guess. */
export function secondStep(read: VerifierRead, user: Person | undefined): SecondStep {
  if (read.state === 'unreadable') return { may: false, why: 'unreadable', reason: read.reason };
  if (read.state === 'none') return { may: false, why: 'no_verifier' };
  const { verifier } = read;
  const who: Person = { id: verifier.userId, username: verifier.username };
  if (!who.id && !who.username) return { may: false, why: 'no_verifier' };
  if (!user || (!user.id && !user.username)) return { may: false, why: 'no_user' };
  if (samePerson(who, user)) return { may: false, why: 'same_person', verifier };
  // An id on one side and only a user name on the other could be the same person.
  if (!comparable(who, user)) return { may: false, why: 'not_comparable', verifier };
  return { may: true, verifier };
}

export const personName = (item: HistoryItem | undefined) => item?.username || item?.userId || undefined;
