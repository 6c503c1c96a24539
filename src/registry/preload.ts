import { matchPath } from 'react-router-dom';
import { definitionNamed, type ResourceDefinition, type ScreenLoader } from './definition';

/** Loaded beside the access decision: a screen's code is public, and nothing of it runs before (AccessGate). */
export function screenLoaderForPath(
  definitions: readonly ResourceDefinition[],
  pathname: string,
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
  const definition = definitionNamed(definitions, name);
  const screens = definition?.screens;
  if (!screens) return undefined;
  if (second === undefined) return screens.list;
  if (second === 'create' && third === undefined)
    return screens.create ?? (screens.form && fromForm(screens.form, 'create'));
  if (third === 'show') return screens.show;
  if (third === undefined) return screens.edit ?? (screens.form && fromForm(screens.form, 'edit'));
  return undefined;
}

export function recordOfPath(
  definitions: readonly ResourceDefinition[],
  pathname: string,
): { resource: string; id: string } | undefined {
  const path = pathname.replace(/\/+$/, '');
  if (isCustomRoute(definitions, path)) return undefined;
  const [, name, id, third, ...rest] = path.split('/');
  if (!name || !id || id === 'create' || rest.length > 0) return undefined;
  const definition = definitionNamed(definitions, name);
  const screens = definition?.screens;
  if (!definition?.data || !screens) return undefined;
  const opens =
    third === undefined ? (screens.edit ?? screens.form) : third === 'show' ? screens.show : undefined;
  return opens ? { resource: name, id: decodeURIComponent(id) } : undefined;
}

export function listOfPath(
  definitions: readonly ResourceDefinition[],
  pathname: string,
): (ResourceDefinition & Required<Pick<ResourceDefinition, 'listOpensWith'>>) | undefined {
  const path = pathname.replace(/\/+$/, '');
  if (isCustomRoute(definitions, path)) return undefined;
  const [, name, ...rest] = path.split('/');
  if (!name || rest.length > 0) return undefined;
  const definition = definitionNamed(definitions, name);
  if (!definition?.data || !definition.screens?.list || !definition.listOpensWith) return undefined;
  return { ...definition, listOpensWith: definition.listOpensWith };
}

const isCustomRoute = (definitions: readonly ResourceDefinition[], path: string) =>
  definitions.some((definition) => definition.routes?.some((route) => matchPath({ path: route.path }, path)));
