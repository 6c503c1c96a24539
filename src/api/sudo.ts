import { createAskSlot, type AskSlot } from './askSlot';
import { readPasswordCheckedAt } from './session';

// The HTTP client asks before sending, so no screen can forget it (docs/decisions.md, "Sudo mode").

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

export function isSudoCall(calls: readonly SudoCall[], method: string | undefined, target: string): boolean {
  const verb = (method ?? 'GET').toUpperCase();
  if (verb === 'GET') return false;
  const pathname = decodeURIComponent(new URL(target, 'http://any').pathname);
  return calls.some((call) => (call.method === '*' || call.method === verb) && pathname.includes(call.path));
}

/** 0 minutes: never. */
export const passwordStillStands = (checkedAt: number | undefined, now: number, minutes: number) =>
  checkedAt !== undefined && minutes > 0 && now >= checkedAt && now - checkedAt < minutes * 60_000;

export interface Sudo {
  requires(method: string | undefined, target: string): boolean;
  confirm(): Promise<boolean>;
}

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
