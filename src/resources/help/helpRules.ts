/** docs/decisions.md, "Help content: three audiences, one tree, sanitised rich text". */
export const AUDIENCES = ['kk', 'kk-ep', 'kk-ws'] as const;
export type Audience = (typeof AUDIENCES)[number];

export const LEVELS = ['title', 'sub', 'detail'] as const;
export type Level = (typeof LEVELS)[number];

export const isAudience = (value: unknown): value is Audience =>
  typeof value === 'string' && (AUDIENCES as readonly string[]).includes(value);

export const HELP_PATHS: readonly string[] = AUDIENCES.flatMap((audience) => [
  `/help/${audience}`,
  ...LEVELS.map((level) => `/help/${audience}-${level}`),
]);

export interface HelpScreenKey {
  audience: Audience;
  /** Undefined: the section's root, the whole tree. */
  level?: Level;
}

export function helpScreenOf(pathname: string): HelpScreenKey | undefined {
  const match = /^\/help\/(kk(?:-ep|-ws)?)(?:-(title|sub|detail))?\/?$/.exec(pathname);
  if (!match || !isAudience(match[1])) return undefined;
  return { audience: match[1], level: match[2] as Level | undefined };
}

export const TITLE_MAX = 200;

export function titleProblem(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return 'ra.validation.required';
  if (text.length > TITLE_MAX) return 'resources.help.validation.too_long';
  return undefined;
}

/** Assumed (docs/api.md): the back-office API's menu style. */
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
  /** HTML, sanitised before it is sent and before it is shown. */
  body: string;
}

/** Then by id, so two equal orders stay stable. */
export const bySortOrder = <T extends Pick<HelpNode, 'id' | 'sortOrder'>>(nodes: readonly T[]): T[] =>
  [...nodes].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);

export const nextSortOrder = (siblings: readonly Pick<HelpNode, 'sortOrder'>[]): number =>
  siblings.reduce((highest, node) => Math.max(highest, node.sortOrder), 0) + 1;

/** Renumbered 1..n when two siblings share an order: a swap of equal numbers would change nothing. */
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
