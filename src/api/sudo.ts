import { createAskSlot, type AskSlot } from './askSlot';
import { readPasswordCheckedAt } from './session';

/**
 * Sudo mode (docs/decisions.md, "Sudo mode"): calls that move money or change who may do what ask
 * for the password again unless it was given within `session.sudoMinutes`. Which calls: each
 * resource declares its own (`sudo` in its definition, "METHOD path"); the HTTP client asks before
 * sending one, so no screen can forget it.
 */

export interface SudoCall {
  method: string;
  /** A part of the call's path (`Transaction/withdraw`, `api/GroceryUserPassword/`). */
  path: string;
}

/** "PUT Transaction/withdraw" → { method, path }; "* path" for any write. */
export function parseSudoCall(text: string): SudoCall {
  const [method, ...rest] = text.trim().split(/\s+/);
  return { method: method.toUpperCase(), path: rest.join(' ') };
}

/** Whether a call needs the password again: a write whose path holds a declared part. */
export function isSudoCall(calls: readonly SudoCall[], method: string | undefined, target: string): boolean {
  const verb = (method ?? 'GET').toUpperCase();
  if (verb === 'GET') return false;
  const pathname = decodeURIComponent(new URL(target, 'http://any').pathname);
  return calls.some((call) => (call.method === '*' || call.method === verb) && pathname.includes(call.path));
}

/** Whether a password given at `checkedAt` still stands at `now`; 0 minutes: never. */
export const passwordStillStands = (checkedAt: number | undefined, now: number, minutes: number) =>
  checkedAt !== undefined && minutes > 0 && now >= checkedAt && now - checkedAt < minutes * 60_000;

export interface Sudo {
  requires(method: string | undefined, target: string): boolean;
  /** True when the password stands, or once it is given again; false when refused or cancelled. */
  confirm(): Promise<boolean>;
}

/** Where the shell's password dialog offers itself (one for the page, like the sign-in again). */
export const sudoPrompt = createAskSlot();

export function createSudo(
  calls: readonly SudoCall[],
  minutes: number,
  prompt: Pick<AskSlot, 'ask'> = sudoPrompt,
  checkedAt: () => number | undefined = readPasswordCheckedAt,
): Sudo {
  return {
    requires: (method, target) => isSudoCall(calls, method, target),
    // No dialog on the page answers no: refused, never sent unasked.
    confirm: () =>
      passwordStillStands(checkedAt(), Date.now(), minutes) ? Promise.resolve(true) : prompt.ask(),
  };
}
