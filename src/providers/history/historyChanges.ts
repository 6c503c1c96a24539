import { maskBankAccount, maskCitizenId, maskEmail, maskPhone } from '../../api/mask';

/*
 * What an edit changed, as the record's history keeps it (docs/api.md, "Record history"): the
 * fields whose values differ, before and after, personal values masked and secrets left out.
 * Pure, no React.
 */

/** The kinds of personal data the screens show masked (the same as the screens' `PersonalField`). */
export type MaskKind = 'phone' | 'email' | 'citizenId' | 'bank';

/** What a resource's history says of its fields (`ResourceDefinition.history`). */
export interface HistoryDeclaration {
  /** Its fields of personal data, by kind: kept in the history masked as the screens mask them. */
  personal?: Readonly<Record<string, MaskKind>>;
  /** Fields the app sends with every write that say nothing of the record (the sender's user id). */
  ignore?: readonly string[];
}

/** A value as the history keeps it: a text, a number, a yes/no, or nothing. */
export type HistoryValue = string | number | boolean | null;

/** One field an edit changed. `before` is left out of what a record was created with. */
export interface HistoryChange {
  field: string;
  before?: HistoryValue;
  after: HistoryValue;
}

const MASKS: Record<MaskKind, (value: string) => string> = {
  phone: maskPhone,
  email: maskEmail,
  citizenId: maskCitizenId,
  bank: maskBankAccount,
};

/**
 * Personal data by its wire name, for a field a resource did not declare: the services spell a
 * phone `Phoneno`, `phoneNo`, `ContactphoneNo`; a bank account `AccountNumber`, `BankAccNo`.
 */
const PERSONAL_NAMES: readonly [RegExp, MaskKind][] = [
  [/phone|mobile|^tel/i, 'phone'],
  [/e-?mail/i, 'email'],
  [/citizen|idcard|nationalid/i, 'citizenId'],
  [/account.?(no|number)|bankacc(?!id)/i, 'bank'],
];

/** Never kept, not even masked: a mask of a password still tells its length. */
const SECRET = /password|passwd|secret|token|^pin$/i;

/** The kind of personal data a field holds: declared, else told by its name; none for the rest. */
export function personalKindOf(field: string, declaration: HistoryDeclaration = {}): MaskKind | undefined {
  return declaration.personal?.[field] ?? PERSONAL_NAMES.find(([pattern]) => pattern.test(field))?.[1];
}

/** Texts longer than this are cut (a product's description): the history says what changed, not all of it. */
export const HISTORY_TEXT_LIMIT = 200;

const cut = (text: string) =>
  text.length > HISTORY_TEXT_LIMIT ? `${text.slice(0, HISTORY_TEXT_LIMIT - 1)}…` : text;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** A value as kept: a mask for personal data, a text for a list or an object, cut when long. */
export function historyValue(field: string, value: unknown, declaration?: HistoryDeclaration): HistoryValue {
  if (isEmpty(value)) return null;
  const kind = personalKindOf(field, declaration);
  if (kind) return MASKS[kind](String(value));
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return cut(typeof value === 'object' ? JSON.stringify(value) : String(value));
}

/** Two values are the same when both are empty, or read the same (`10` and `"10"` from a form). */
function same(a: unknown, b: unknown): boolean {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  if (typeof a === 'object' || typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return String(a) === String(b);
}

/** Fields never compared: the record's id (react-admin's copy) and those the declaration ignores. */
const counted = (field: string, declaration: HistoryDeclaration) =>
  field !== 'id' && !SECRET.test(field) && !(declaration.ignore ?? []).includes(field);

/**
 * What an edit changed: each field of what was sent whose value differs from the record before,
 * in the order sent. Without the record before (a caller that did not give it), every field sent
 * is kept with its value after only.
 */
export function recordChanges(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
  declaration: HistoryDeclaration = {},
): HistoryChange[] {
  return Object.keys(after)
    .filter((field) => counted(field, declaration))
    .filter((field) => !before || !same(before[field], after[field]))
    .map((field) => ({
      field,
      ...(before ? { before: historyValue(field, before[field], declaration) } : {}),
      after: historyValue(field, after[field], declaration),
    }));
}

/** What a record was created with: each field given a value, its value after only. */
export const createdValues = (
  data: Record<string, unknown>,
  declaration: HistoryDeclaration = {},
): HistoryChange[] =>
  recordChanges(
    undefined,
    Object.fromEntries(Object.entries(data).filter(([, value]) => !isEmpty(value))),
    declaration,
  );
