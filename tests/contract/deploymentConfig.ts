import { API_KEY } from './server';

/*
 * config.json as a deployment against the contract server writes it (demo off), for both runs
 * against it: the browser's (tests/e2e/contract.test.ts) and the providers' in Node
 * (tests/integration/contractWire.test.ts).
 */

/** What the contract's status codes mean (config.json's `workflow`, docs/api.md). */
const WORKFLOW = {
  withdrawal: { waiting: ['WAIT_APPROVE'], approved: 'APPROVE', rejected: 'REJECT' },
  licence: { waiting: ['W'], approved: 'A', rejected: 'R' },
  payment: { succeeded: 'DONE', unpaid: ['FAIL'] },
};

/**
 * Who may reveal what (config.json's `crypto.revealRoles`) among the contract's roles: contact data
 * for those who talk to partners, bank data for the accountant; the superadmin both.
 */
const REVEAL_ROLES = { contact: ['superadmin', 'salesrep', 'cs'], bank: ['superadmin', 'accountant'] };

/**
 * Who may delete, decide and set a shop's password (config.json's `rights`) among the contract's
 * roles: with the demo off, nobody unless the file names them (docs/deploying.md, "Rights per action").
 */
const RIGHTS = {
  '*': { delete: ['superadmin'], decide: ['superadmin', 'accountant'], resetPassword: ['superadmin', 'cs'] },
};

/** The file for a contract server at `apiUrl`; `workflow: false` leaves the codes to the app's defaults. */
export function contractDeploymentConfig(apiUrl: string, { workflow = true }: { workflow?: boolean } = {}) {
  return {
    demo: false,
    apiUrl,
    apiKey: API_KEY,
    apiKeyHeader: 'x-api-key',
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
    // The keys come from the URL behind sign-in (keys written here would stop the app), and the
    // server's roles say who may reveal what.
    crypto: {
      keysUrl: '/auth/CryptoKeys',
      keyEncoding: 'utf8',
      ivEncoding: 'base64',
      revealRoles: REVEAL_ROLES,
    },
    rights: RIGHTS,
    ...(workflow ? { workflow: WORKFLOW } : {}),
  };
}
