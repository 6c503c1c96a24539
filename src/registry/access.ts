import { mayOpen, type MenuNode } from '../api/menuRules';
import type { AccessRule } from './definition';

/**
 * Whether a signed-in user of `role` may open what `rule` guards. No rule (an unknown resource or
 * path) is a refusal; so is a menu rule that no entry of the server's menu satisfies.
 */
export function ruleAllows(
  rule: AccessRule | undefined,
  tree: MenuNode[],
  role: string | null | undefined,
): boolean {
  if (!rule) return false;
  if (rule.kind === 'signedIn') return true;
  return mayOpen(tree, rule.paths, role);
}

/** Rules that need the server's menu to be decided. */
export const needsMenu = (rule: AccessRule | undefined) => rule?.kind === 'menu';
