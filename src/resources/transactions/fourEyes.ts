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

/*
 * Four eyes on money out (docs/api.md, "Four eyes on money out"): a withdrawal above
 * `workflow.withdrawal.fourEyesAbove` baht is verified by a first person (the `verified` code),
 * then approved or rejected by a second. Who verified is read from the withdrawal's history. Pure,
 * but for the reads of the history, which take the data provider.
 */

/** What a withdrawal waiting for someone asks of the next person. */
export type WithdrawalStep =
  /** One person decides (within the limit, or four eyes off). */
  | 'decide'
  /** Above the limit, not verified: a first person verifies it. */
  | 'verify'
  /** Verified: a second person, not the one who verified, approves or rejects it. */
  | 'approve';

const codeOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * Whether a withdrawal needs two people: four eyes on, and its grand total (what is paid out) above
 * the limit. One whose amount the server did not send cannot be shown to be within it: it does.
 */
export function needsFourEyes(record: RaRecord, workflow: WithdrawalCodes): boolean {
  if (workflow.fourEyesAbove === undefined || !workflow.verified) return false;
  const amount: unknown = record.GrandtotalAmount;
  return !hasAmount(amount) || amount > workflow.fourEyesAbove;
}

/** The step a withdrawal that may be decided (`mayDecide`) waits for. */
export function withdrawalStep(record: RaRecord, workflow: WithdrawalCodes): WithdrawalStep {
  if (workflow.verified && codeOf(record.TransactionStatusCode) === workflow.verified) return 'approve';
  return needsFourEyes(record, workflow) ? 'verify' : 'decide';
}

/**
 * The body fields of the first person's `PUT Transaction/withdraw`: the verified code, and no
 * transfer days (the second person gives them with the approval).
 */
export const verifyData = (workflow: WithdrawalCodes) => ({
  TransactionStatusCode: workflow.verified ?? '',
  WithdrawDateStart: null,
  WithdrawDateEnd: null,
});

const FIELD = 'TransactionStatusCode';

/** The newest entry of `action` whose write set the withdrawal's status to `code`. */
const latestOf = (items: readonly HistoryItem[], action: string, code: string | undefined) =>
  code
    ? latestChangeTo(
        items.filter((item) => item.action === action),
        FIELD,
        code,
      )
    : undefined;

/** Who verified, from the history newest first: the newest `VERIFY` that set the verified code. */
export const verifierIn = (items: readonly HistoryItem[], verified: string | undefined) =>
  latestOf(items, 'VERIFY', verified);

/** Who approved, likewise: the newest `APPROVE` that set the approved code. */
export const approverIn = (items: readonly HistoryItem[], approved: string) =>
  latestOf(items, 'APPROVE', approved);

/** Pages of the history read at most to find who verified (20 entries a page). */
export const HISTORY_PAGES_READ = 10;

/**
 * The record's history, newest first, a page after another until `enough` holds or the log has no
 * more (at most `pages`). A failed read throws as it failed.
 */
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

/** Who verified a withdrawal, as far as its history tells. */
export type VerifierRead =
  | { state: 'found'; verifier: HistoryItem }
  /** The log answered, and names nobody who verified it. */
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

/**
 * Who verified and who approved a decided withdrawal, by name, from its history (the voucher's).
 * A failed read throws as it failed.
 */
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

/** A member of staff as the session and the history know them. */
export interface Person {
  id?: string;
  username?: string;
}

/** One person when either the id or the user name is the same (names compared without case). */
export const samePerson = (one: Person, other: Person) =>
  (!!one.id && one.id === other.id) ||
  (!!one.username && one.username.toLowerCase() === (other.username ?? '').toLowerCase());

/** Whether `user` may take the second step (approve or reject a verified withdrawal), and why not. */
export type SecondStep =
  | { may: true; verifier: HistoryItem }
  | { may: false; why: 'same_person'; verifier: HistoryItem }
  | { may: false; why: 'no_verifier' | 'no_user' }
  | { may: false; why: 'unreadable'; reason: HistoryReadReason };

/**
 * The second step is refused to the person who verified, and whenever who verified cannot be told
 * (the history unreadable, naming nobody, or an entry without a user; no signed-in user): never
 * allowed on a guess.
 */
export function secondStep(read: VerifierRead, user: Person | undefined): SecondStep {
  if (read.state === 'unreadable') return { may: false, why: 'unreadable', reason: read.reason };
  if (read.state === 'none') return { may: false, why: 'no_verifier' };
  const { verifier } = read;
  const who: Person = { id: verifier.userId, username: verifier.username };
  if (!who.id && !who.username) return { may: false, why: 'no_verifier' };
  if (!user || (!user.id && !user.username)) return { may: false, why: 'no_user' };
  if (samePerson(who, user)) return { may: false, why: 'same_person', verifier };
  return { may: true, verifier };
}

/** How a person of the history is named: the user name, else the id. */
export const personName = (item: HistoryItem | undefined) => item?.username || item?.userId || undefined;
