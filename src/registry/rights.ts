import { WRITE_ACTIONS, type ActionRights, type WriteAction } from '../config/config';

export type { ActionRights, WriteAction };

/** `open` reads and the menu alone decides; a write (an add screen's `create`) the access gate checks too. */
export type ScreenAction = 'open' | WriteAction;

/** The write an access question is about (`clone` makes a record, as `create` does); none for a read. */
export function writeActionOf(action: string): WriteAction | undefined {
  if (action === 'clone') return 'create';
  return (WRITE_ACTIONS as readonly string[]).includes(action) ? (action as WriteAction) : undefined;
}

/** The resource an access key names: `orders`, or the resource of a custom route (`reports:/report`). */
export const resourceOfKey = (key: string): string => key.split(':')[0] ?? key;

/** The resource's list for the action, else the `*` one, else no limit (docs/deploying.md, "Rights per action"). */
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
