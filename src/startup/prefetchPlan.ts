import type { Registry } from '../registry/registry';
import { listOfPath, recordOfPath } from '../registry/preload';

/**
 * What a page load fetches and loads before its first draw, from the URL and the registry: the one
 * place that says it (docs/performance.md, "What was done, and why it helped"). `main.tsx` loads
 * the code it names, `services.ts` asks for the data; nothing else starts anything early.
 */
export interface PrefetchPlan {
  /** The signed-in layout's code, beside config.json (a signed-in visit). */
  layoutCode: boolean;
  /** The opened screen's code (its path), beside the layout's. */
  screenCode?: string;
  /** The resources' data descriptions, loaded at once rather than with their first call. */
  descriptions: boolean;
  /** The server's menu: every access decision waits for it. */
  menu: boolean;
  /** The reference lists fetched whole on load (`fetchedAtStart`). */
  referenceLists: string[];
  /** The session check, the user and the permissions react-admin asks before it draws. */
  sessionAnswers: boolean;
  /** The access decision of the opened screen (its access key). */
  openedScreen?: string;
  /** Once that screen is allowed (never before: deny by default): its record, or its list's page. */
  openedData?: { record: { resource: string; id: string } } | { list: string };
}

/**
 * The plan of a page load at `pathname`. A visit without a session starts nothing: the sign-in page
 * needs no menu, no list and no screen, and asking would only be refused.
 */
export function prefetchPlan(
  registry: Pick<Registry, 'definitions' | 'accessKeyOfPath'>,
  pathname: string,
  signedIn: boolean,
): PrefetchPlan {
  if (!signedIn)
    return { layoutCode: false, descriptions: false, menu: false, referenceLists: [], sessionAnswers: false };
  const { definitions } = registry;
  const record = recordOfPath(definitions, pathname);
  const list = record ? undefined : listOfPath(definitions, pathname);
  const openedScreen = registry.accessKeyOfPath(pathname);
  return {
    layoutCode: true,
    screenCode: pathname,
    descriptions: true,
    menu: true,
    referenceLists: definitions.filter((definition) => definition.fetchedAtStart).map(({ name }) => name),
    sessionAnswers: true,
    openedScreen,
    openedData: record ? { record } : list ? { list: list.name } : undefined,
  };
}
