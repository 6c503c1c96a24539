import { WRITE_ACTIONS, type ActionRights, type WriteAction } from '../config/config';

export type { ActionRights, WriteAction };

/**
 * What opening a screen does: `open` reads (the menu alone decides), a write is what the screen is
 * for (an add screen's `create`, the password screen's `resetPassword`): the access gate checks it.
 */
export type ScreenAction = 'open' | WriteAction;

/**
 * The write a react-admin access question is about (`clone` makes a record, as `create` does); none
 * for what only opens or reads a screen (`open`, `list`, `show`), which the menu alone decides.
 */
export function writeActionOf(action: string): WriteAction | undefined {
  if (action === 'clone') return 'create';
  return (WRITE_ACTIONS as readonly string[]).includes(action) ? (action as WriteAction) : undefined;
}

/** The resource an access key names: `orders`, or the resource of a custom route (`reports:/report`). */
export const resourceOfKey = (key: string): string => key.split(':')[0] ?? key;

/**
 * Whether `role` may do `action` on `resource` by `rights` (docs/deploying.md, "Rights per action"),
 * once the menu lets it open the screen: the resource's own list for the action, else the `*` one,
 * else no limit. A listed action is refused to a role not in the list, and to a session without
 * a role (deny by default). With the demo off the running config's `*` lists no role for a
 * deletion, a decision or a password reset unless the file names some (config/config.ts, closedUnlessNamed).
 */
export function rightAllows(
  rights: ActionRights,
  resource: string,
  action: string,
  role: string | null | undefined,
): boolean {
  const write = writeActionOf(action);
  if (!write) return true;
  const roles = rights[resourceOfKey(resource)]?.[write] ?? rights['*']?.[write];
  if (!roles) return true;
  return typeof role === 'string' && role !== '' && roles.includes(role);
}
