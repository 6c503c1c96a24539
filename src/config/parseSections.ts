import {
  DEFAULT_CONFIG,
  LIST_PAGE_SIZES,
  SENSITIVE_KINDS,
  WRITE_ACTIONS,
  type ActionRights,
  type DocumentFields,
  type ListPageSize,
  type RevealRoles,
  type SensitiveKind,
  type SessionConfig,
  type WriteAction,
} from './config';
import { isOrigin } from './urls';

/*
 * The smaller sections of config.json (rights, who may reveal what, image origins, the session's
 * times, the documents' fields): each fills in its defaults and adds every fault it finds to `problems`.
 */

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isCode = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export const copyRevealRoles = (roles: RevealRoles): RevealRoles => ({
  contact: [...roles.contact],
  bank: [...roles.bank],
});

/** Who may reveal what: a missing kind keeps its default; an empty list lets nobody reveal it. */
export function parseRevealRoles(raw: unknown, problems: string[]): RevealRoles {
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

/** Who may do which write: resource names (or `*`) to actions to role lists. */
export function parseRights(raw: unknown, problems: string[]): ActionRights {
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

/** The image origins: a list of origins (`https://img.example.co.th`), none by default. */
export function parseImageOrigins(raw: unknown, problems: string[]): string[] {
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
export function parseSession(raw: unknown, problems: string[]): SessionConfig {
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

/** A list's first page size: one of the sizes the pagination offers. */
export function parseListPerPage(raw: unknown, problems: string[]): ListPageSize {
  if (raw === undefined) return DEFAULT_CONFIG.listPerPage;
  const size = LIST_PAGE_SIZES.find((offered) => offered === raw);
  if (size !== undefined) return size;
  problems.push(`"listPerPage" must be one of ${LIST_PAGE_SIZES.join(', ')}, not ${JSON.stringify(raw)}`);
  return DEFAULT_CONFIG.listPerPage;
}

/** The documents' wire spellings: a missing key keeps its default; each a field name (a text). */
export function parseDocuments(raw: unknown, problems: string[]): DocumentFields {
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
