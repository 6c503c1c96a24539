import type { Registry } from '../registry/registry';
import { listOfPath, recordOfPath } from '../registry/preload';

/** The one place that says what starts early (docs/performance.md, "What was done, and why it helped"). */
export interface PrefetchPlan {
  layoutCode: boolean;
  screenCode?: string;
  descriptions: boolean;
  menu: boolean;
  referenceLists: string[];
  sessionAnswers: boolean;
  openedScreen?: string;
  /** Asked once the screen is allowed, never before. */
  openedData?: { record: { resource: string; id: string } } | { list: string };
}

/** Without a session nothing starts: asking would only be refused. */
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
