/**
 * Who may see personal data in full (DESIGN §4: masked "until a user with the right role clicks
 * reveal"). The spec names no roles: these are the demo's (DESIGN §7), and a role the server
 * invents sees masks only (deny by default). Contact data is for the staff who talk to partners;
 * bank data for finance.
 */
export type SensitiveKind = 'contact' | 'bank';

const REVEAL_ROLES: Record<SensitiveKind, readonly string[]> = {
  contact: ['admin', 'sales', 'support'],
  bank: ['admin', 'finance'],
};

export const mayReveal = (role: unknown, kind: SensitiveKind): boolean =>
  typeof role === 'string' && REVEAL_ROLES[kind].includes(role);
