import { LIST_PER_PAGE } from '../providers/paging';

/** config.json's contract, so one build runs anywhere (README.md, "Pointing the app at real services"). */
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

export const SENSITIVE_KINDS = ['contact', 'bank'] as const;
export type SensitiveKind = (typeof SENSITIVE_KINDS)[number];

/** The server's role names (docs/deploying.md, "Decryption keys"). */
export type RevealRoles = Record<SensitiveKind, string[]>;

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
  revealRoles: RevealRoles;
}

/** The server's status codes, where a screen must know what they mean (docs/api.md). */
export interface WorkflowCodes extends QueueLimits {
  waiting: string[];
  approved: string;
  rejected: string;
}

/** What a transaction's `TransactionStatusCode` says about its money (docs/api.md). */
export interface PaymentCodes {
  succeeded: string;
  unpaid: string[];
}

/** Above `fourEyesAbove` baht one person verifies, another decides (docs/api.md, "Four eyes on money out"). */
export interface WithdrawalCodes extends WorkflowCodes {
  fourEyesAbove?: number;
  /** No default: the app never sends a code the server did not define. */
  verified?: string;
}

/** A verified withdrawal still waits, for its second person. */
export const awaitingCodes = (codes: { waiting: string[]; verified?: string }): string[] =>
  codes.verified ? [...codes.waiting, codes.verified] : codes.waiting;

export interface WorkflowConfig {
  withdrawal: WithdrawalCodes;
  licence: WorkflowCodes;
  payment: PaymentCodes;
  support: SupportCodes;
}

/** After how many business days a queue's count turns amber and red (docs/api.md, "Queue ageing"). */
export interface QueueLimits {
  warnAfterDays?: number;
  lateAfterDays?: number;
}

/** The business-day calendar (docs/deploying.md, "Business days"). */
export interface CalendarConfig {
  holidays: string[];
}

/** What a support request's `status` says (docs/api.md, "Work queues"). */
export interface SupportCodes extends QueueLimits {
  waiting: string[];
}

export const DECISION_WORKFLOWS = ['withdrawal', 'licence'] as const;
export const WORKFLOW_NAMES = [...DECISION_WORKFLOWS, 'payment', 'support'] as const;

/** The sizes a list's pagination offers (react-admin's own): a configured size is one of them, so the picker shows it. */
export const LIST_PAGE_SIZES = [5, 10, 25, 50] as const;
export type ListPageSize = (typeof LIST_PAGE_SIZES)[number];

export interface AppConfig {
  demo: boolean;
  /** The demo may run on a public host (docs/deploying.md). */
  publicDemo: boolean;
  apiUrl: string;
  devApiUrl: string;
  apiKey: string;
  apiKeyHeader: string;
  /** Off, a production token never reaches `devApiUrl`. */
  devHostGetsToken: boolean;
  services: Record<ServiceName, string>;
  /** Each put into the CSP's `img-src` (docs/deploying.md). */
  imageOrigins: string[];
  crypto: CryptoConfig;
  workflow: WorkflowConfig;
  calendar: CalendarConfig;
  session: SessionConfig;
  /** Rows on a list's first page, until the person picks another size (docs/deploying.md, "List page size"). */
  listPerPage: ListPageSize;
  rights: ActionRights;
  documents: DocumentFields;
}

/** The wire fields the finance documents read that the specification does not name (docs/api.md). */
export interface DocumentFields {
  approverField: string;
  approvedAtField: string;
  /** A partner's tax branch, `00000` the head office. */
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
  idleMinutes: number;
  /** How long a password check stands for money or access changes; 0 asks every time. */
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
    // The demo's role names (the specification names none); a deployment writes its server's.
    revealRoles: { contact: ['admin', 'sales', 'support'], bank: ['admin', 'finance'] },
  },
  // The demo backend's codes, so that a fresh clone works without this block.
  workflow: {
    withdrawal: { waiting: ['WAITING_APPROVAL'], approved: 'APPROVED', rejected: 'REJECTED' },
    licence: { waiting: ['PENDING'], approved: 'APPROVED', rejected: 'REJECTED' },
    payment: { succeeded: 'SUCCESS', unpaid: ['PENDING', 'FAILED'] },
    support: { waiting: ['OPEN'] },
  },
  // No holidays unless the deployment lists its own (the demo's config.json ships Thailand's).
  calendar: { holidays: [] },
  session: { idleMinutes: 30, sudoMinutes: 15 },
  listPerPage: LIST_PER_PAGE,
  // The demo off: deletions, decisions and password resets are nobody's until the file names roles.
  rights: closedUnlessNamed({}),
  documents: { approverField: 'ApprovedBy', approvedAtField: 'ApprovedDateTime', branchField: 'TaxBranchNo' },
};

/** Gives `*` an empty list for each GRANTED_BY_NAME_ONLY action it does not name; a resource's own list still wins. */
export function closedUnlessNamed(rights: ActionRights): ActionRights {
  const every = { ...rights['*'] };
  for (const action of GRANTED_BY_NAME_ONLY) every[action] ??= [];
  return { ...rights, '*': every };
}
