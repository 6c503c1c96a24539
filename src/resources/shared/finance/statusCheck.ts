// A configured code the server does not list counts nothing or is refused (docs/api.md, "What the server's codes mean").
import type { WorkflowConfig } from '../../../config/config';

export interface ServerStatus {
  Code: string;
  Name?: unknown;
}

export interface ConfiguredCode {
  key: string;
  code: string;
}

/** Withdrawals and payments share the list; the licences' and support's codes have none to check. */
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

export interface MissingCode {
  code: string;
  keys: string[];
}

export type StatusCheck =
  { state: 'unreadable' } | { state: 'fine'; checked: number } | { state: 'missing'; missing: MissingCode[] };

/** Unread, nothing is said to be fine; codes are compared as written, as every screen compares them. */
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
