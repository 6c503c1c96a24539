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

/** What personal data a role may reveal in full: `contact` phones and e-mails, `bank` bank accounts. */
export const SENSITIVE_KINDS = ['contact', 'bank'] as const;
export type SensitiveKind = (typeof SENSITIVE_KINDS)[number];

/** The server's role names allowed to reveal each kind (docs/deploying.md, "Decryption keys"). */
export type RevealRoles = Record<SensitiveKind, string[]>;

/** The keys that decrypt personal data; every other `crypto` key says how to read or find them. */
export const KEY_FIELDS = ['profileKey', 'withdrawKey', 'refundKey'] as const;
export type KeyField = (typeof KEY_FIELDS)[number];

export interface CryptoConfig {
  /** Where the keys are fetched after sign-in (docs/deploying.md, "Decryption keys"); below: demo only. */
  keysUrl: string;
  withdrawKey: string;
  refundKey: string;
  profileKey: string;
  keyEncoding: KeyEncoding;
  ivEncoding: KeyEncoding;
  /** Who may reveal what; a role in none of the lists keeps no key and sees masks only. */
  revealRoles: RevealRoles;
}

/** What the server's status codes mean where a screen must know (docs/api.md): the codes are the server's. */
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
  /** A pay-in whose money has not come (pending, failed): counted as not received (docs/api.md). */
  unpaid: string[];
}

/**
 * Withdrawals' codes, with four eyes on money out (docs/api.md, "Four eyes on money out"): above
 * `fourEyesAbove` baht, a first person verifies (sends `verified`), a second approves or rejects.
 */
export interface WithdrawalCodes extends WorkflowCodes {
  /** Baht: a withdrawal whose grand total is above it needs two people. Unset: one person decides. */
  fourEyesAbove?: number;
  /** The server's code of a withdrawal verified by a first person, waiting for a second. No default. */
  verified?: string;
}

/**
 * The codes of a record still waiting for someone: the waiting codes, then the verified code of
 * a withdrawal (it waits for its second person).
 */
export const awaitingCodes = (codes: { waiting: string[]; verified?: string }): string[] =>
  codes.verified ? [...codes.waiting, codes.verified] : codes.waiting;

export interface WorkflowConfig {
  /** Withdrawals' `TransactionStatusCode` (the codes of `Transaction/TransactionStatus`). */
  withdrawal: WithdrawalCodes;
  /** Alcohol-selling licences' `ApprovedStatus` (the service lists no codes). */
  licence: WorkflowCodes;
  /** Every transaction's `TransactionStatusCode` (the same list as the withdrawals'). */
  payment: PaymentCodes;
  /** Support requests' `status` (assumed codes, docs/api.md). */
  support: SupportCodes;
}

/** After how many business days a queue's count turns amber and red (docs/api.md, "Queue ageing"). */
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
export const DECISION_WORKFLOWS = ['withdrawal', 'licence'] as const;
export const WORKFLOW_NAMES = [...DECISION_WORKFLOWS, 'payment', 'support'] as const;

export interface AppConfig {
  demo: boolean;
  /** The demo may run on a host other than this machine's own, a public demonstration (docs/deploying.md). */
  publicDemo: boolean;
  apiUrl: string;
  devApiUrl: string;
  apiKey: string;
  apiKeyHeader: string;
  /** Whether calls to `devApiUrl` carry the user's token: off, a production token never reaches it. */
  devHostGetsToken: boolean;
  services: Record<ServiceName, string>;
  /** Image origins besides the services' own, each put into the CSP's `img-src` (docs/deploying.md). */
  imageOrigins: string[];
  crypto: CryptoConfig;
  workflow: WorkflowConfig;
  calendar: CalendarConfig;
  session: SessionConfig;
  rights: ActionRights;
  documents: DocumentFields;
}

/** The wire fields the finance documents read that the specification does not name (docs/api.md). */
export interface DocumentFields {
  /** On a withdrawal: who decided it (a name, as the server writes it). */
  approverField: string;
  /** On a withdrawal: when it was decided (`YYYY-MM-DDTHH:mm:ss`). */
  approvedAtField: string;
  /** On a partner (its detail, a transaction's `UserDetails`): its tax branch, `00000` the head office. */
  branchField: string;
}

/** The writes a deployment may keep to some roles (docs/deploying.md, "Rights per action"). */
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

/** Writes nobody has, the demo off, until a list names roles (docs/decisions.md, "Rights fail closed"). */
export const GRANTED_BY_NAME_ONLY = [
  'delete',
  'decide',
  'resetPassword',
] as const satisfies readonly WriteAction[];

/** Per resource name or `*`, the roles that may do an action; unlisted, every role the menu lets in may. */
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

/**
 * The rights with every GRANTED_BY_NAME_ONLY action that `*` lists no role for given an empty list
 * there: a resource's own list still wins, so only what the file names is granted.
 */
export function closedUnlessNamed(rights: ActionRights): ActionRights {
  const every = { ...rights['*'] };
  for (const action of GRANTED_BY_NAME_ONLY) every[action] ??= [];
  return { ...rights, '*': every };
}
