import type { MenuNode } from '../api/menuRules';
import type { RecordSearch, ResourceDefinition } from '../registry/definition';
import type { LegacyRoute } from '../registry/registry';

// The command palette's screens and record searches (docs/api.md, "Command palette").

/** A leaf of the role's menu. */
export interface PaletteScreen {
  key: string;
  title: { th: string; en: string };
  section?: { th: string; en: string };
  to: string;
  /** The menu's link and the old paths to the same screen. */
  paths: readonly string[];
}

export const normalise = (text: string) => text.toLocaleLowerCase().replace(/\s+/g, ' ').trim();

const pathPart = (path: string) =>
  path
    .split('?')[0]
    .replace(/\/:id.*$/, '')
    .replace(/\/+$/, '') || '/';

export function screensOfMenu(
  visible: readonly MenuNode[],
  legacyRoutes: readonly LegacyRoute[],
  linkTarget: (linkto: string) => string,
): PaletteScreen[] {
  const screens: PaletteScreen[] = [];
  const add = (
    entry: { id: number; linkto: string; title_th: string; title_en: string },
    key: string,
    section?: MenuNode,
  ) => {
    if (!entry.linkto) return;
    const to = linkTarget(entry.linkto);
    const base = pathPart(to);
    const paths = new Set<string>([pathPart(entry.linkto), base]);
    for (const route of legacyRoutes) if (pathPart(route.to) === base) paths.add(route.from);
    screens.push({
      key,
      title: { th: entry.title_th || entry.title_en, en: entry.title_en || entry.title_th },
      section: section && {
        th: section.title_th || section.title_en,
        en: section.title_en || section.title_th,
      },
      to,
      paths: [...paths],
    });
  };
  for (const entry of visible) {
    if (entry.children.length === 0) add(entry, `main-${entry.id}`);
    for (const child of entry.children) add(child, `sub-${child.id}`, entry);
  }
  return screens;
}

function textScore(text: string, query: string): number {
  const value = normalise(text);
  if (!value || !query) return 0;
  if (value === query) return 100;
  if (value.startsWith(query)) return 80;
  if (value.split(' ').some((word) => word.startsWith(query))) return 60;
  return value.includes(query) ? 40 : 0;
}

/** Either title, whatever the language shown; a section or a path counts below any title. */
export function screenScore(screen: PaletteScreen, typed: string): number {
  const query = normalise(typed);
  if (!query) return 1;
  const title = Math.max(textScore(screen.title.th, query), textScore(screen.title.en, query));
  if (title > 0) return title;
  const section = screen.section
    ? Math.max(textScore(screen.section.th, query), textScore(screen.section.en, query))
    : 0;
  if (section > 0) return section / 4;
  return screen.paths.some((path) => normalise(path).includes(query)) ? 5 : 0;
}

export function rankScreens(screens: readonly PaletteScreen[], typed: string): PaletteScreen[] {
  return screens
    .map((screen, index) => ({ screen, index, score: screenScore(screen, typed) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ screen }) => screen);
}

/** Fewest characters before records are searched: one letter would match half of every list. */
export const MIN_RECORD_QUERY = 2;

export interface PlannedSearch {
  key: string;
  definition: ResourceDefinition;
  search: RecordSearch;
}

const isOneSearch = (search: RecordSearch | readonly RecordSearch[]): search is RecordSearch =>
  !Array.isArray(search);

export const searchesOf = (definition: ResourceDefinition): readonly RecordSearch[] =>
  definition.search === undefined
    ? []
    : isOneSearch(definition.search)
      ? [definition.search]
      : definition.search;

function opensScreen(definition: ResourceDefinition, opens: RecordSearch['opens']): boolean {
  const screens = definition.screens ?? {};
  if (opens === 'show') return !!screens.show;
  if (opens === 'edit') return !!(screens.edit ?? screens.form);
  return !!screens.list;
}

export function plannedSearches(
  definitions: readonly ResourceDefinition[],
  mayOpen: (definition: ResourceDefinition) => boolean,
  typed: string,
): PlannedSearch[] {
  const text = typed.trim();
  if (text.length < MIN_RECORD_QUERY) return [];
  return definitions.flatMap((definition) =>
    searchesOf(definition)
      .map((search, index) => ({ key: `${definition.name}:${index}`, definition, search }))
      .filter(
        ({ search }) =>
          opensScreen(definition, search.opens) && (!search.pattern || search.pattern.test(text)),
      )
      .filter(() => mayOpen(definition)),
  );
}

/** A service may ignore the filter and answer rows that were not asked for. */
export function rowsHolding<Row extends Record<string, unknown>>(
  rows: readonly Row[],
  field: string,
  typed: string,
): Row[] {
  const query = normalise(typed);
  return rows.filter((row) => {
    const value = row[field];
    return (
      (typeof value === 'string' || typeof value === 'number') && normalise(String(value)).includes(query)
    );
  });
}

export function recordTarget(resource: string, search: RecordSearch, row: Record<string, unknown>): string {
  const id = encodeURIComponent(String(row.id));
  if (search.opens === 'show') return `/${resource}/${id}/show`;
  if (search.opens === 'edit') return `/${resource}/${id}`;
  const filter = JSON.stringify({ [search.filter]: row[search.field] });
  return `/${resource}?filter=${encodeURIComponent(filter)}`;
}

/** Ctrl/⌘+K whatever the keyboard's layout, Thai included. */
export const opensPalette = (event: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'altKey' | 'key' | 'code'>) =>
  (event.ctrlKey || event.metaKey) &&
  !event.altKey &&
  (event.code === 'KeyK' || event.key.toLowerCase() === 'k');
