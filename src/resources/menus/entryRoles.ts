import { screensOpenedBy, type AppScreen } from '../../registry/reach';

/**
 * The screens an entry linking to `linkto` opens that change something (docs/decisions.md, "Rights
 * fail closed"): an empty role list there would hand their writes to every role (empty is everyone,
 * docs/requirements.md, "Menu and access").
 */
export const writeScreensOf = (linkto: string, screens: readonly AppScreen[]): AppScreen[] =>
  screensOpenedBy(linkto, screens).filter((screen) => !screen.readOnly);

/**
 * Whether the menu editor refuses to save `roles` on an entry linking to `linkto`: an empty list on
 * an entry that grants a write. An entry that only groups, or opens screens that only read, may
 * stay everyone's.
 */
export const emptyRolesRefused = (
  linkto: string,
  roles: readonly string[],
  screens: readonly AppScreen[],
): boolean => roles.length === 0 && writeScreensOf(linkto, screens).length > 0;
