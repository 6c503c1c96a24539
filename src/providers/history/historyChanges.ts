import { maskBankAccount, maskCitizenId, maskEmail, maskPhone } from '../../api/mask';

// What an edit changed, personal values masked and secrets left out (docs/api.md, "Record history").

/** The same as the screens' `PersonalField`. */
export type MaskKind = 'phone' | 'email' | 'citizenId' | 'bank';

export interface HistoryDeclaration {
  personal?: Readonly<Record<string, MaskKind>>;
  /** Sent with every write but say nothing of the record (the sender's user id). */
  ignore?: readonly string[];
}

export type HistoryValue = string | number | boolean | null;

/** `before` is left out of what a record was created with. */
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

/** For a field a resource did not declare: services spell a phone `Phoneno`, `phoneNo`, `ContactphoneNo`... */
const PERSONAL_NAMES: readonly [RegExp, MaskKind][] = [
  [/phone|mobile|^tel/i, 'phone'],
  [/e-?mail/i, 'email'],
  [/citizen|idcard|nationalid/i, 'citizenId'],
  [/account.?(no|number)|bankacc(?!id)/i, 'bank'],
];

/** Never kept, not even masked: a mask of a password still tells its length. */
const SECRET = /password|passwd|secret|token|^pin$/i;

export function personalKindOf(field: string, declaration: HistoryDeclaration = {}): MaskKind | undefined {
  return declaration.personal?.[field] ?? PERSONAL_NAMES.find(([pattern]) => pattern.test(field))?.[1];
}

/** The history says what changed, not all of a long text. */
export const HISTORY_TEXT_LIMIT = 200;

const cut = (text: string) =>
  text.length > HISTORY_TEXT_LIMIT ? `${text.slice(0, HISTORY_TEXT_LIMIT - 1)}…` : text;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

export function historyValue(field: string, value: unknown, declaration?: HistoryDeclaration): HistoryValue {
  if (isEmpty(value)) return null;
  const kind = personalKindOf(field, declaration);
  if (kind) return MASKS[kind](String(value));
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return cut(typeof value === 'object' ? JSON.stringify(value) : String(value));
}

/** `10` and `"10"` from a form are the same, as are two empty values. */
function same(a: unknown, b: unknown): boolean {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  if (typeof a === 'object' || typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return String(a) === String(b);
}

const counted = (field: string, declaration: HistoryDeclaration) =>
  field !== 'id' && !SECRET.test(field) && !(declaration.ignore ?? []).includes(field);

/** Without the record before, every field sent is kept with its value after only. */
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

export const createdValues = (
  data: Record<string, unknown>,
  declaration: HistoryDeclaration = {},
): HistoryChange[] =>
  recordChanges(
    undefined,
    Object.fromEntries(Object.entries(data).filter(([, value]) => !isEmpty(value))),
    declaration,
  );
