/**
 * The runtime configuration contract (README.md, "Pointing the app at real services"). One build runs
 * anywhere: `config.json`, served beside `index.html`, says where the services are. Other tools rely on
 * these key names.
 */
export const SERVICE_NAMES = [
  'backoffice',
  'product',
  'supplierInventory',
  'supplier',
  'grocery',
  'package',
  'masterData',
  'order',
  'finance',
  'email',
  'notification',
  'notificationSupplier',
] as const;

export type ServiceName = (typeof SERVICE_NAMES)[number];

export type KeyEncoding = 'utf8' | 'hex' | 'base64';

/**
 * What personal data a role may reveal in full: `contact` the phones and e-mails, `bank` the bank
 * accounts. Rights go by what is shown; each right keeps only the keys its fields need
 * (`KEYS_OF_KIND` in src/registry/reveal.ts).
 */
export const SENSITIVE_KINDS = ['contact', 'bank'] as const;
export type SensitiveKind = (typeof SENSITIVE_KINDS)[number];

/** The server's role names allowed to reveal each kind (docs/deploying.md, "Decryption keys"). */
export type RevealRoles = Record<SensitiveKind, string[]>;

/** The keys that decrypt personal data; every other `crypto` key says how to read or find them. */
export const KEY_FIELDS = ['profileKey', 'withdrawKey', 'refundKey'] as const;
export type KeyField = (typeof KEY_FIELDS)[number];

export interface CryptoConfig {
  /**
   * Where the app fetches the keys after sign-in, with the user's token (docs/deploying.md, "Decryption keys"): an absolute
   * URL, or a path joined to `apiUrl`. The keys below may be written only in demo mode.
   */
  keysUrl: string;
  withdrawKey: string;
  refundKey: string;
  profileKey: string;
  keyEncoding: KeyEncoding;
  ivEncoding: KeyEncoding;
  /** Who may reveal what; a role in none of the lists keeps no key and sees masks only. */
  revealRoles: RevealRoles;
}

/**
 * What the server's status codes mean where a screen must know (README, the config table, docs/api.md): which
 * codes wait for a decision, and which the app sends to approve or reject. The codes themselves
 * are the server's; only their meaning is configured.
 */
export interface WorkflowCodes extends QueueLimits {
  /** The codes of a record waiting for a decision (the dashboard counts them, lists filter by them). */
  waiting: string[];
  approved: string;
  rejected: string;
}

/** What a transaction's `TransactionStatusCode` says about its money (docs/api.md). */
export interface PaymentCodes {
  /** The money moved: a pay-in received, a refund or a withdrawal paid out. */
  succeeded: string;
  /**
   * A pay-in whose money has not come (pending, failed): counted as not received. A code in the
   * data that no workflow key places is counted apart as unknown, with a warning (docs/api.md).
   */
  unpaid: string[];
}

export interface WorkflowConfig {
  /** Withdrawals' `TransactionStatusCode` (the codes of `Transaction/TransactionStatus`). */
  withdrawal: WorkflowCodes;
  /** Alcohol-selling licences' `ApprovedStatus` (the service lists no codes). */
  licence: WorkflowCodes;
  /** Every transaction's `TransactionStatusCode` (the same list as the withdrawals'). */
  payment: PaymentCodes;
  /** Support requests' `status` (assumed codes, docs/api.md). */
  support: SupportCodes;
}

/**
 * When a work queue's menu count turns amber (`warnAfterDays`) and red (`lateAfterDays`): its
 * oldest waiting item has waited more business days than that (docs/api.md, "Queue ageing"). None:
 * the count keeps its colour.
 */
export interface QueueLimits {
  warnAfterDays?: number;
  lateAfterDays?: number;
}

/** The business-day calendar (docs/deploying.md, "Business days"). */
export interface CalendarConfig {
  /** Public holidays, `YYYY-MM-DD`: not business days, like Saturdays and Sundays. */
  holidays: string[];
}

/** What a support request's `status` says (docs/api.md, "Work queues"). */
export interface SupportCodes extends QueueLimits {
  /** The codes of a request waiting for staff (the menu counts them). */
  waiting: string[];
}

/** The workflows that wait for a decision, each with a `WorkflowCodes`. */
const DECISION_WORKFLOWS = ['withdrawal', 'licence'] as const;
export const WORKFLOW_NAMES = [...DECISION_WORKFLOWS, 'payment', 'support'] as const;

export interface AppConfig {
  demo: boolean;
  /**
   * The demo may run on a host other than this machine's own (a public demonstration site): without
   * it, a demo config.json on any other host stops the app (docs/deploying.md).
   */
  publicDemo: boolean;
  apiUrl: string;
  devApiUrl: string;
  apiKey: string;
  apiKeyHeader: string;
  /**
   * Whether calls to the development host (`devApiUrl`, where `dev:/path/` services go) carry the
   * signed-in user's token. Off: a production token never reaches a development server.
   */
  devHostGetsToken: boolean;
  services: Record<ServiceName, string>;
  /**
   * Origins images may come from besides the services' own (an image CDN): each goes into the
   * Content-Security-Policy's `img-src` (docs/deploying.md, "The Content-Security-Policy and config.json").
   */
  imageOrigins: string[];
  crypto: CryptoConfig;
  workflow: WorkflowConfig;
  calendar: CalendarConfig;
  session: SessionConfig;
  rights: ActionRights;
  documents: DocumentFields;
}

/**
 * The wire fields the finance documents read that the specification does not name (docs/api.md,
 * "Finance documents"): each is the field's spelling on the server's records.
 */
export interface DocumentFields {
  /** On a withdrawal: who decided it (a name, as the server writes it). */
  approverField: string;
  /** On a withdrawal: when it was decided (`YYYY-MM-DDTHH:mm:ss`). */
  approvedAtField: string;
  /** On a partner (its detail, a transaction's `UserDetails`): its tax branch, `00000` the head office. */
  branchField: string;
}

/**
 * The writes a screen may offer, each of which a deployment may keep to some roles (docs/deploying.md,
 * "Rights per action"): `decide` approves or rejects (withdrawals, alcohol licences), `resetPassword`
 * sets a user's password, `export` saves a list or report as a file, `invite` e-mails a surveyed store
 * its invitation to register.
 */
export const WRITE_ACTIONS = [
  'create',
  'edit',
  'delete',
  'decide',
  'resetPassword',
  'export',
  'invite',
] as const;
export type WriteAction = (typeof WRITE_ACTIONS)[number];

/**
 * The writes a role is granted by name only: with the demo off, one that no list names (under the
 * resource or `*`) is nobody's, as if `*` listed no role for it (docs/decisions.md, "Rights fail
 * closed"). A deletion, a decision on money or a licence, another person's password: a config.json
 * that says nothing of them must not hand them to every role the menu lets in.
 */
export const GRANTED_BY_NAME_ONLY = [
  'delete',
  'decide',
  'resetPassword',
] as const satisfies readonly WriteAction[];

/**
 * Per resource (its name, as in the app's paths) or `*` for every resource, the roles that may do an
 * action. An action with no list, under the resource or `*`, is open to every role that may open the
 * screen, except those of GRANTED_BY_NAME_ONLY with the demo off (parseConfig closes them).
 */
export type ActionRights = Record<string, Partial<Record<WriteAction, string[]>>>;

/** When a signed-in session ends besides its expiry (docs/deploying.md, "Sessions"). */
export interface SessionConfig {
  /** Minutes without activity (pointer, keys, scrolling, focus) before the user is signed out. */
  idleMinutes: number;
  /**
   * Minutes a password check (the sign-in's, or the one asked for before money or access changes)
   * stands for those changes; 0 asks every time (docs/deploying.md, "Sessions").
   */
  sudoMinutes: number;
}

export const DEFAULT_CONFIG: AppConfig = {
  demo: false,
  publicDemo: false,
  apiUrl: '',
  devApiUrl: '',
  apiKey: '',
  apiKeyHeader: 'x-api-key',
  devHostGetsToken: false,
  services: {
    backoffice: '/',
    product: '/product/api/v1/',
    supplierInventory: '/supplier-inventory/api/v1/',
    supplier: '/supplier/api/v1/',
    grocery: '/grocery/api/v1/',
    package: '/kkcenter/package/api/v1/',
    masterData: '/master-data/api/v1/',
    order: '/order/api/v1/',
    finance: '/finance/api/v1/',
    email: '/email/api/v1/',
    notification: '/notification/api/v1/',
    notificationSupplier: '/notification-supplier/api/v1/',
  },
  imageOrigins: [],
  crypto: {
    keysUrl: '',
    withdrawKey: '',
    refundKey: '',
    profileKey: '',
    keyEncoding: 'utf8',
    ivEncoding: 'base64',
    // The demo's role names (the specification names none): contact data for the staff who talk
    // to partners, bank data for finance. A deployment writes its server's roles.
    revealRoles: { contact: ['admin', 'sales', 'support'], bank: ['admin', 'finance'] },
  },
  // The demo backend's codes, so that a fresh clone works without this block.
  workflow: {
    withdrawal: { waiting: ['WAITING_APPROVAL'], approved: 'APPROVED', rejected: 'REJECTED' },
    licence: { waiting: ['PENDING'], approved: 'APPROVED', rejected: 'REJECTED' },
    payment: { succeeded: 'SUCCESS', unpaid: ['PENDING', 'FAILED'] },
    // The demo's (assumed) code of a request nobody has taken up yet.
    support: { waiting: ['OPEN'] },
  },
  // No holidays unless the deployment lists its own (the demo's config.json ships Thailand's).
  calendar: { holidays: [] },
  session: { idleMinutes: 30, sudoMinutes: 15 },
  // The demo off: deletions, decisions and password resets are nobody's until the file names roles.
  rights: closedUnlessNamed({}),
  documents: { approverField: 'ApprovedBy', approvedAtField: 'ApprovedDateTime', branchField: 'TaxBranchNo' },
};

/** Thrown when config.json cannot be used; `problems` lists every fault found, one per line. */
export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`config.json is not valid:\n${problems.join('\n')}`);
    this.name = 'ConfigError';
  }
}

const ENCODINGS: readonly KeyEncoding[] = ['utf8', 'hex', 'base64'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks a parsed config.json and fills missing keys with their defaults. */
export function parseConfig(raw: unknown): AppConfig {
  if (!isObject(raw)) throw new ConfigError(['the file must hold a JSON object ({ ... })']);
  const problems: string[] = [];
  const known = new Set(Object.keys(DEFAULT_CONFIG));
  for (const key of Object.keys(raw)) {
    if (!known.has(key)) problems.push(`unknown key "${key}"`);
  }

  const pick = <
    K extends 'demo' | 'publicDemo' | 'apiUrl' | 'devApiUrl' | 'apiKey' | 'apiKeyHeader' | 'devHostGetsToken',
  >(
    key: K,
  ): AppConfig[K] => {
    const value = raw[key];
    const fallback = DEFAULT_CONFIG[key];
    if (value === undefined) return fallback;
    if (typeof value !== typeof fallback) {
      problems.push(`"${key}" must be a ${typeof fallback}, not ${JSON.stringify(value)}`);
      return fallback;
    }
    return value as AppConfig[K];
  };

  const config: AppConfig = {
    demo: pick('demo'),
    publicDemo: pick('publicDemo'),
    apiUrl: pick('apiUrl'),
    devApiUrl: pick('devApiUrl'),
    apiKey: pick('apiKey'),
    apiKeyHeader: pick('apiKeyHeader'),
    devHostGetsToken: pick('devHostGetsToken'),
    services: { ...DEFAULT_CONFIG.services },
    imageOrigins: parseImageOrigins(raw.imageOrigins, problems),
    crypto: { ...DEFAULT_CONFIG.crypto, revealRoles: copyRevealRoles(DEFAULT_CONFIG.crypto.revealRoles) },
    workflow: parseWorkflow(raw.workflow, problems),
    calendar: parseCalendar(raw.calendar, problems),
    session: parseSession(raw.session, problems),
    rights: parseRights(raw.rights, problems),
    documents: parseDocuments(raw.documents, problems),
  };

  if (config.apiUrl && !isAbsoluteUrl(config.apiUrl)) {
    problems.push(`"apiUrl" must be an absolute http(s) URL, not "${config.apiUrl}"`);
  }
  if (config.devApiUrl && !isAbsoluteUrl(config.devApiUrl)) {
    problems.push(`"devApiUrl" must be an absolute http(s) URL, not "${config.devApiUrl}"`);
  }
  if (!config.apiKeyHeader.trim()) problems.push('"apiKeyHeader" must not be empty');

  if (raw.services !== undefined) {
    if (!isObject(raw.services)) {
      problems.push('"services" must be an object');
    } else {
      for (const [name, value] of Object.entries(raw.services)) {
        if (!(SERVICE_NAMES as readonly string[]).includes(name)) {
          problems.push(`unknown service "services.${name}"`);
        } else if (typeof value !== 'string' || !value.trim()) {
          problems.push(`"services.${name}" must be a URL or a path`);
        } else {
          config.services[name as ServiceName] = value;
        }
      }
    }
  }

  if (raw.crypto !== undefined) {
    if (!isObject(raw.crypto)) {
      problems.push('"crypto" must be an object');
    } else {
      for (const [name, value] of Object.entries(raw.crypto)) {
        if (!(name in DEFAULT_CONFIG.crypto)) {
          problems.push(`unknown key "crypto.${name}"`);
        } else if (name === 'revealRoles') {
          config.crypto.revealRoles = parseRevealRoles(value, problems);
        } else if (typeof value !== 'string') {
          problems.push(`"crypto.${name}" must be a string`);
        } else if (
          (name === 'keyEncoding' || name === 'ivEncoding') &&
          !ENCODINGS.includes(value as KeyEncoding)
        ) {
          problems.push(`"crypto.${name}" must be one of ${ENCODINGS.join(', ')}, not "${value}"`);
        } else {
          (config.crypto as unknown as Record<string, string>)[name] = value;
        }
      }
    }
  }

  if (!config.demo) config.rights = closedUnlessNamed(config.rights);

  const written = writtenKeys(config.crypto);
  if (!config.demo && written.length) problems.push(keysInConfigProblem(written));

  if (problems.length) throw new ConfigError(problems);
  return config;
}

/** The decryption keys a `crypto` block holds (a key of spaces only is none). */
export const writtenKeys = (crypto: Pick<CryptoConfig, KeyField>): KeyField[] =>
  KEY_FIELDS.filter((field) => crypto[field].trim() !== '');

/**
 * Why keys in config.json stop the app with the demo off: the file is public, downloaded before
 * anyone signs in, so whoever can load the page could decrypt every partner's personal data.
 */
function keysInConfigProblem(written: readonly KeyField[]): string {
  const names = written.map((field) => `"crypto.${field}"`).join(', ');
  return (
    `${names}: decryption keys must not be written in config.json with "demo": false. The file is ` +
    'public (anyone who can load the page downloads it, signed in or not). Leave the keys empty and ' +
    'set "crypto.keysUrl" to the URL that gives them to a signed-in user; the app fetches them there ' +
    'after sign-in and keeps them in memory only (docs/deploying.md, "Decryption keys").'
  );
}

const copyRevealRoles = (roles: RevealRoles): RevealRoles => ({
  contact: [...roles.contact],
  bank: [...roles.bank],
});

/** Who may reveal what: a missing kind keeps its default; an empty list lets nobody reveal it. */
function parseRevealRoles(raw: unknown, problems: string[]): RevealRoles {
  const roles = copyRevealRoles(DEFAULT_CONFIG.crypto.revealRoles);
  if (!isObject(raw)) {
    problems.push('"crypto.revealRoles" must be an object ({ "contact": [...], "bank": [...] })');
    return roles;
  }
  for (const [kind, value] of Object.entries(raw)) {
    if (!(SENSITIVE_KINDS as readonly string[]).includes(kind))
      problems.push(`unknown key "crypto.revealRoles.${kind}" (one of ${SENSITIVE_KINDS.join(', ')})`);
    else {
      const list = roleList(value, `crypto.revealRoles.${kind}`, problems);
      if (list) roles[kind as SensitiveKind] = list;
    }
  }
  return roles;
}

/** A list of the server's role names at `at`; undefined, with the problem said, when it is not one. */
function roleList(value: unknown, at: string, problems: string[]): string[] | undefined {
  if (Array.isArray(value) && value.every(isCode)) return [...value];
  problems.push(`"${at}" must be a list of role names (texts), not ${JSON.stringify(value)}`);
  return undefined;
}

const isCode = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** One workflow's codes: missing keys take the default, a malformed value is a problem. */
function parseWorkflowCodes(
  name: (typeof DECISION_WORKFLOWS)[number],
  raw: unknown,
  problems: string[],
): WorkflowCodes {
  const fallback = DEFAULT_CONFIG.workflow[name];
  const codes: WorkflowCodes = { ...fallback, waiting: [...fallback.waiting] };
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
    } else if (!parseLimit(at, key, value, codes, problems)) {
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
function parseCalendar(raw: unknown, problems: string[]): CalendarConfig {
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

function parseWorkflow(raw: unknown, problems: string[]): WorkflowConfig {
  if (raw !== undefined && !isObject(raw)) problems.push('"workflow" must be an object');
  const given = isObject(raw) ? raw : {};
  for (const key of Object.keys(given))
    if (!(WORKFLOW_NAMES as readonly string[]).includes(key)) problems.push(`unknown key "workflow.${key}"`);
  const workflow: WorkflowConfig = {
    withdrawal: parseWorkflowCodes('withdrawal', given.withdrawal, problems),
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
  return workflow;
}

/** Who may do which write: resource names (or `*`) to actions to role lists. */
function parseRights(raw: unknown, problems: string[]): ActionRights {
  const rights: ActionRights = {};
  if (raw === undefined) return rights;
  if (!isObject(raw)) {
    problems.push('"rights" must be an object ({ "<resource or *>": { "<action>": [roles] } })');
    return rights;
  }
  for (const [resource, actions] of Object.entries(raw)) {
    if (!isObject(actions)) {
      problems.push(`"rights.${resource}" must be an object ({ "<action>": [roles] })`);
      continue;
    }
    const kept: Partial<Record<WriteAction, string[]>> = {};
    for (const [action, roles] of Object.entries(actions)) {
      if (!(WRITE_ACTIONS as readonly string[]).includes(action))
        problems.push(`unknown action "rights.${resource}.${action}" (one of ${WRITE_ACTIONS.join(', ')})`);
      else {
        const list = roleList(roles, `rights.${resource}.${action}`, problems);
        if (list) kept[action as WriteAction] = list;
      }
    }
    rights[resource] = kept;
  }
  return rights;
}

/**
 * The rights with every GRANTED_BY_NAME_ONLY action that `*` lists no role for given an empty list
 * there: a resource's own list still wins, so only what the file names is granted.
 */
export function closedUnlessNamed(rights: ActionRights): ActionRights {
  const every = { ...rights['*'] };
  for (const action of GRANTED_BY_NAME_ONLY) every[action] ??= [];
  return { ...rights, '*': every };
}

/** Lower case, letters and digits only: `payouts`, `Pay_Outs` and `pay-outs` read alike. */
const looseName = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The `rights` keys that name no resource of this app (a misspelt `"payouts"`): each would limit
 * nothing, silently, so each stops start-up, named, with the resource it most likely meant. The
 * resource names come from the registry (main.tsx passes them in: this module imports no resource).
 */
export function unknownRightsProblems(rights: ActionRights, resources: readonly string[]): string[] {
  const known = new Set(resources);
  return Object.keys(rights)
    .filter((key) => key !== '*' && !known.has(key))
    .map((key) => {
      const meant = resources.find((name) => looseName(name) === looseName(key));
      return (
        `unknown resource "rights.${key}": no screen of this app is named so` +
        (meant ? `; did you mean "${meant}"?` : '') +
        ' (a resource name, the first part of its screens\' paths, like "pay-outs", or "*"; docs/deploying.md, "Rights per action")'
      );
    });
}

/**
 * Whether `value` is an origin and nothing more: http(s), a host, an optional port (what a CSP
 * source list takes; a path or a query would be ignored there, or widen nothing the app needs).
 */
export function isOrigin(value: string): boolean {
  if (!/^https?:\/\/[^/?#\s]+$/i.test(value)) return false;
  try {
    return new URL(value).origin === value.toLowerCase();
  } catch {
    return false;
  }
}

/** The image origins: a list of origins (`https://img.example.co.th`), none by default. */
function parseImageOrigins(raw: unknown, problems: string[]): string[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    problems.push(
      `"imageOrigins" must be a list of origins (["https://img.example.co.th"]), not ${JSON.stringify(raw)}`,
    );
    return [];
  }
  const origins: string[] = [];
  for (const value of raw) {
    if (typeof value === 'string' && isOrigin(value)) origins.push(value);
    else
      problems.push(
        `"imageOrigins" must hold origins only (http(s), a host, an optional port; no path), not ${JSON.stringify(value)}`,
      );
  }
  return origins;
}

/** The idle time: a positive number of minutes (a fraction too, for a quick trial). */
function parseSession(raw: unknown, problems: string[]): SessionConfig {
  const session: SessionConfig = { ...DEFAULT_CONFIG.session };
  if (raw === undefined) return session;
  if (!isObject(raw)) {
    problems.push('"session" must be an object ({ "idleMinutes": 30 })');
    return session;
  }
  for (const [key, value] of Object.entries(raw)) {
    const least = key === 'sudoMinutes' ? 0 : 0.000001;
    if (key !== 'idleMinutes' && key !== 'sudoMinutes') problems.push(`unknown key "session.${key}"`);
    else if (typeof value !== 'number' || !Number.isFinite(value) || value < least)
      problems.push(
        `"session.${key}" must be a number of minutes ${key === 'sudoMinutes' ? '(0 or more)' : 'above 0'}, not ${JSON.stringify(value)}`,
      );
    else session[key] = value;
  }
  return session;
}

/** The documents' wire spellings: a missing key keeps its default; each a field name (a text). */
function parseDocuments(raw: unknown, problems: string[]): DocumentFields {
  const fields: DocumentFields = { ...DEFAULT_CONFIG.documents };
  if (raw === undefined) return fields;
  if (!isObject(raw)) {
    problems.push('"documents" must be an object ({ "approverField": "ApprovedBy", ... })');
    return fields;
  }
  for (const [key, value] of Object.entries(raw)) {
    if (!(key in fields)) problems.push(`unknown key "documents.${key}"`);
    else if (!isCode(value))
      problems.push(`"documents.${key}" must be a field name (a text), not ${JSON.stringify(value)}`);
    else fields[key as keyof DocumentFields] = value;
  }
  return fields;
}

/**
 * Why the config cannot serve a page loaded over https: every `http://` address it holds (`apiUrl`,
 * `devApiUrl`, a service, `crypto.keysUrl`, an image origin). The browser would block each call
 * as mixed content, or a proxy could read and change it, token included. Empty on an http page
 * (this machine's own server, the demo).
 */
export function plainHttpProblems(config: AppConfig, pageProtocol: string): string[] {
  if (pageProtocol !== 'https:') return [];
  const addresses: [string, string][] = [
    ['apiUrl', config.apiUrl],
    ['devApiUrl', config.devApiUrl],
    ...SERVICE_NAMES.map((name): [string, string] => [`services.${name}`, config.services[name]]),
    ['crypto.keysUrl', config.crypto.keysUrl],
    ...config.imageOrigins.map((origin, index): [string, string] => [`imageOrigins[${index}]`, origin]),
  ];
  return addresses
    .filter(([, value]) => /^http:\/\//i.test(value.trim()))
    .map(
      ([key, value]) =>
        `"${key}" is "${value}": this page is served over https, so every service must be too ` +
        '(the browser blocks plain http calls from an https page, and anyone on the way could read them). ' +
        'Write its https:// address (docs/deploying.md, "HTTPS").',
    );
}

const DEV_PREFIX = 'dev:';

function isAbsoluteUrl(value: string): boolean {
  return /^https?:\/\/[^/]+/i.test(value);
}

/**
 * The base URL of a service: an absolute URL stays as it is; a path is joined to `apiUrl` (or to
 * the page's own origin when `apiUrl` is empty, as in demo mode); a path written `dev:/path/` is
 * joined to `devApiUrl` instead, so any service can point at the development host.
 * Always ends with a slash.
 */
export function serviceBaseUrl(config: AppConfig, service: ServiceName, origin: string): string {
  const value = config.services[service];
  let base: string;
  if (isAbsoluteUrl(value)) base = value;
  else if (value.startsWith(DEV_PREFIX))
    base = joinUrl(config.devApiUrl || config.apiUrl || origin, value.slice(DEV_PREFIX.length));
  else base = joinUrl(config.apiUrl || origin, value);
  return base.endsWith('/') ? base : `${base}/`;
}

/**
 * The origin of the development host (`devApiUrl`), where `dev:/path/` services go, or undefined
 * when there is none: no `devApiUrl`, or one on the main host (`apiUrl`'s, or the page's origin).
 */
export function devHostOrigin(config: AppConfig, origin: string): string | undefined {
  if (!config.devApiUrl) return undefined;
  try {
    const dev = new URL(config.devApiUrl).origin;
    return dev === new URL(config.apiUrl || origin).origin ? undefined : dev;
  } catch {
    // A devApiUrl that is no URL names no host: calls joined to it fail before any token is sent.
    return undefined;
  }
}

/** The absolute URL of `crypto.keysUrl`, or undefined when none is set (the demo's keys in config.json). */
export function keysUrlOf(config: AppConfig, origin: string): string | undefined {
  const value = config.crypto.keysUrl.trim();
  if (!value) return undefined;
  return isAbsoluteUrl(value) ? value : joinUrl(config.apiUrl || origin, value);
}

export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
