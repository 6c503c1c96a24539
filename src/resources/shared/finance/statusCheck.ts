/**
 * The configuration's status codes against the server's list (docs/api.md, "What the server's
 * codes mean"): every code a `workflow` key names for transactions must be one that
 * `Transaction/TransactionStatus` lists, or the screens that rely on it count nothing, show no
 * decide button, or send a code the server refuses. Administrators see the codes it lacks, each
 * with the keys that name it (the diagnostics page, the dashboard). Pure.
 */
import type { WorkflowConfig } from '../../../config/config';

/** A status as `Transaction/TransactionStatus` answers it. */
export interface ServerStatus {
  Code: string;
  Name?: unknown;
}

/** A code the configuration names, and the key that names it. */
export interface ConfiguredCode {
  key: string;
  code: string;
}

/**
 * Every code the `workflow` keys of transactions name (withdrawals and payments share the list;
 * the licences' and support requests' codes are other fields, with no list to check).
 */
export function configuredStatusCodes(
  workflow: Pick<WorkflowConfig, 'withdrawal' | 'payment'>,
): ConfiguredCode[] {
  const { withdrawal, payment } = workflow;
  return [
    ...withdrawal.waiting.map((code) => ({ key: 'workflow.withdrawal.waiting', code })),
    { key: 'workflow.withdrawal.approved', code: withdrawal.approved },
    { key: 'workflow.withdrawal.rejected', code: withdrawal.rejected },
    ...(withdrawal.verified ? [{ key: 'workflow.withdrawal.verified', code: withdrawal.verified }] : []),
    { key: 'workflow.payment.succeeded', code: payment.succeeded },
    ...payment.unpaid.map((code) => ({ key: 'workflow.payment.unpaid', code })),
  ];
}

/** A configured code the server does not list, with every key that names it. */
export interface MissingCode {
  code: string;
  keys: string[];
}

export type StatusCheck =
  /** The server's list could not be read: nothing is known, and nothing is said to be fine. */
  { state: 'unreadable' } | { state: 'fine'; checked: number } | { state: 'missing'; missing: MissingCode[] };

/**
 * The configured codes `serverCodes` lacks, in the keys' order, or that it lacks none; undefined
 * codes (the list could not be read) check nothing. Codes are compared as they are written, as
 * every screen compares them.
 */
export function checkStatusCodes(
  workflow: Pick<WorkflowConfig, 'withdrawal' | 'payment'>,
  serverCodes: readonly string[] | undefined,
): StatusCheck {
  if (!serverCodes) return { state: 'unreadable' };
  const listed = new Set(serverCodes);
  const configured = configuredStatusCodes(workflow);
  const missing = new Map<string, string[]>();
  for (const { key, code } of configured) {
    if (listed.has(code)) continue;
    const keys = missing.get(code) ?? [];
    if (!keys.includes(key)) keys.push(key);
    missing.set(code, keys);
  }
  if (missing.size === 0) return { state: 'fine', checked: new Set(configured.map(({ code }) => code)).size };
  return { state: 'missing', missing: [...missing].map(([code, keys]) => ({ code, keys })) };
}
