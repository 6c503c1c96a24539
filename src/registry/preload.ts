import { matchPath } from 'react-router-dom';
import type { ResourceDefinition, ScreenLoader } from './definition';

/**
 * The code of the screen a path opens, found the way react-admin routes it: `/{name}` the list,
 * `/{name}/create`, `/{name}/{id}/show`, `/{name}/{id}` the edit screen, `/` the home page, and
 * every custom route by its pattern. Loading it early, beside the access decision, is safe: a
 * screen's code is public and nothing of it renders or fetches before the decision (AccessGate).
 */
export function screenLoaderForPath(
  definitions: readonly ResourceDefinition[],
  pathname: string,
  /** The add or edit screen made from a resource's one form (the app's own loaders: see registry/screens). */
  fromForm: (form: ScreenLoader, screen: 'create' | 'edit') => ScreenLoader = (form) => form,
): ScreenLoader | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return definitions.find((definition) => definition.home)?.home;
  for (const definition of definitions) {
    const route = definition.routes?.find((candidate) => matchPath({ path: candidate.path }, path));
    if (route) return route.screen;
  }
  const [, name, second, third, ...rest] = path.split('/');
  if (rest.length > 0) return undefined;
  const definition = definitions.find((candidate) => candidate.name === name);
  const screens = definition?.screens;
  if (!screens) return undefined;
  if (second === undefined) return screens.list;
  if (second === 'create' && third === undefined)
    return screens.create ?? (screens.form && fromForm(screens.form, 'create'));
  if (third === 'show') return screens.show;
  if (third === undefined) return screens.edit ?? (screens.form && fromForm(screens.form, 'edit'));
  return undefined;
}
