/**
 * The help content's facts, shared by its screens and the demo service (pure, no React).
 *
 * The old app names three sections, `/help/kk`, `/help/kk-ep` and `/help/kk-ws`, each with `-title`,
 * `-sub` and `-detail` paths. Assumed (docs/decisions.md): `kk` is general help, `kk-ep` the grocery
 * app's (the demo menu's "Grocery App Help" links there) and `kk-ws` the wholesale app's; the three
 * levels are one tree: titles, their sub-titles, and the sub-titles' details.
 */
export const AUDIENCES = ['kk', 'kk-ep', 'kk-ws'] as const;
export type Audience = (typeof AUDIENCES)[number];

export const LEVELS = ['title', 'sub', 'detail'] as const;
export type Level = (typeof LEVELS)[number];

export const isAudience = (value: unknown): value is Audience =>
  typeof value === 'string' && (AUDIENCES as readonly string[]).includes(value);

/** Every old path the help content answers: the section roots and their three levels. */
export const HELP_PATHS: readonly string[] = AUDIENCES.flatMap((audience) => [
  `/help/${audience}`,
  ...LEVELS.map((level) => `/help/${audience}-${level}`),
]);

export interface HelpScreenKey {
  audience: Audience;
  /** Undefined: the section's root, the whole tree. */
  level?: Level;
}

/** Which audience and level a path of the help content shows, or undefined for any other path. */
export function helpScreenOf(pathname: string): HelpScreenKey | undefined {
  const match = /^\/help\/(kk(?:-ep|-ws)?)(?:-(title|sub|detail))?\/?$/.exec(pathname);
  if (!match || !isAudience(match[1])) return undefined;
  return { audience: match[1], level: match[2] as Level | undefined };
}

export const TITLE_MAX = 200;

/** Why a title (Thai or English) cannot be saved, as a translation key; undefined when it can. */
export function titleProblem(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return 'ra.validation.required';
  if (text.length > TITLE_MAX) return 'resources.help.validation.too_long';
  return undefined;
}

/** The wire fields every level has (assumed, docs/api.md: the back-office API's menu style). */
export interface HelpNode {
  id: number;
  audience: Audience;
  title_th: string;
  title_en: string;
  sortOrder: number;
}

export interface HelpSubNode extends HelpNode {
  helpTitleId: number;
}

export interface HelpDetailNode extends HelpNode {
  helpSubId: number;
  /** Rich text (HTML), sanitised before it is sent and before it is shown. */
  body: string;
}

/** Siblings in the order staff gave them (`sortOrder`, then id: two equal orders stay stable). */
export const bySortOrder = <T extends Pick<HelpNode, 'id' | 'sortOrder'>>(nodes: readonly T[]): T[] =>
  [...nodes].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);

/** The `sortOrder` of a node added after its siblings. */
export const nextSortOrder = (siblings: readonly Pick<HelpNode, 'sortOrder'>[]): number =>
  siblings.reduce((highest, node) => Math.max(highest, node.sortOrder), 0) + 1;

/**
 * Moving a node one place up or down among its siblings: the writes that do it, each node's new
 * `sortOrder`, or none at the end of the list. Orders are renumbered 1..n when two siblings share
 * one (a swap of equal numbers would change nothing).
 */
export function moveWrites<T extends Pick<HelpNode, 'id' | 'sortOrder'>>(
  siblings: readonly T[],
  id: number,
  direction: 'up' | 'down',
): { node: T; sortOrder: number }[] {
  const ordered = bySortOrder(siblings);
  const from = ordered.findIndex((node) => node.id === id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ordered.length) return [];
  const distinct = new Set(ordered.map((node) => node.sortOrder)).size === ordered.length;
  if (distinct)
    return [
      { node: ordered[from], sortOrder: ordered[to].sortOrder },
      { node: ordered[to], sortOrder: ordered[from].sortOrder },
    ];
  const moved = [...ordered];
  [moved[from], moved[to]] = [moved[to], moved[from]];
  return moved
    .map((node, index) => ({ node, sortOrder: index + 1 }))
    .filter(({ node, sortOrder }) => node.sortOrder !== sortOrder);
}

/** The fields a title or sub-title write sends. */
export const nodeBody = (data: Record<string, unknown>) => ({
  audience: data.audience,
  title_th: String(data.title_th ?? '').trim(),
  title_en: String(data.title_en ?? '').trim(),
  sortOrder: Number(data.sortOrder ?? 0),
});

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** A rich-text body as plain text for the CSV: tags dropped (blocks end a line), entities read. */
export const plainText = (html: string) =>
  html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<\/(p|li|h[1-6]|blockquote|pre)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => ENTITIES[name])
    .replace(/\n{2,}/g, '\n')
    .trim();

export interface HelpCsvRow {
  level: Level;
  title: string;
  sub: string;
  detail: string;
  text: string;
}

/** The tree as CSV rows, in the screen's order: each title, then its sub-titles, each followed by its details. */
export function flattenTree(
  titles: readonly HelpNode[],
  subs: readonly HelpSubNode[],
  details: readonly HelpDetailNode[],
): HelpCsvRow[] {
  const rows: HelpCsvRow[] = [];
  for (const title of bySortOrder(titles)) {
    rows.push({ level: 'title', title: title.title_th, sub: '', detail: '', text: '' });
    for (const sub of bySortOrder(subs.filter((node) => node.helpTitleId === title.id))) {
      rows.push({ level: 'sub', title: title.title_th, sub: sub.title_th, detail: '', text: '' });
      for (const detail of bySortOrder(details.filter((node) => node.helpSubId === sub.id)))
        rows.push({
          level: 'detail',
          title: title.title_th,
          sub: sub.title_th,
          detail: detail.title_th,
          text: plainText(detail.body),
        });
    }
  }
  return rows;
}
