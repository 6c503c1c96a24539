import type { MainMenuEntry, SubMenuEntry } from '../../api/menuTypes';
import { textField } from '../../demo/kit/input';
import { fail } from '../../demo/kit/respond';
import type { DemoMenuRow, DemoWorld, ResourceDemo } from '../../demo/kit/types';
import { declaredEntries, type DeclaredEntry } from '../../registry/menuEntries';

/** A menu entry's writable fields: both titles required; the roles kept as sent. */
const fromBody: ResourceDemo['fromBody'] = (body) => {
  const title_th = textField(body, 'title_th');
  const title_en = textField(body, 'title_en');
  if (!title_th || !title_en) return fail(400, 'title_th and title_en are required');
  return { title_th, title_en, icon: textField(body, 'icon'), allowedroles: body.allowedroles ?? null };
};

const byCreatedAt = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  String(a.created_at).localeCompare(String(b.created_at));

/** The entry as `GET /api/Mainmenu` answers it. */
const wireEntry = (entry: DeclaredEntry, row: DemoMenuRow): MainMenuEntry => ({
  id: row.id,
  title_th: entry.title.th,
  title_en: entry.title.en,
  icon: entry.icon,
  linkto: entry.path,
  menu: entry.key,
  allowedroles: row.roles === null ? null : [...row.roles],
  created_at: row.created,
});

/**
 * The demo server's menu: the entries the resources declare, each with the row its resource's demo
 * gives it (docs/adding-a-resource.md, "Its menu entry").
 */
export function demoMenu({ definitions, menuRows }: Pick<DemoWorld, 'definitions' | 'menuRows'>): {
  main: MainMenuEntry[];
  sub: SubMenuEntry[];
} {
  const entries = declaredEntries(definitions);
  const ids = new Set<string>();
  const rowOf = new Map<DeclaredEntry, DemoMenuRow>();
  for (const entry of entries) {
    const row = menuRows.get(entry.key);
    if (!row) throw new Error(`Menu entry "${entry.key}" has no demo row (${entry.resource}'s demo menu)`);
    const id = `${entry.section ? 'sub' : 'main'} ${row.id}`;
    if (ids.has(id)) throw new Error(`Menu entry "${entry.key}": demo id ${row.id} is taken`);
    ids.add(id);
    rowOf.set(entry, row);
  }
  for (const key of menuRows.keys())
    if (!entries.some((entry) => entry.key === key))
      throw new Error(`A demo row names menu entry "${key}", which no resource declares`);
  const main = entries.filter((entry) => !entry.section).map((entry) => wireEntry(entry, rowOf.get(entry)!));
  const sub = entries
    .filter((entry) => entry.section)
    .map((entry) => ({
      ...wireEntry(entry, rowOf.get(entry)!),
      mainmenuid: main.find((section) => section.menu === entry.section)!.id,
    }));
  return { main, sub };
}

export const mainMenuDemo: ResourceDemo = {
  seed: (world) => demoMenu(world).main,
  fromBody,
  defaultOrder: byCreatedAt,
};
export const subMenuDemo: ResourceDemo = {
  seed: (world) => demoMenu(world).sub,
  fromBody,
  defaultOrder: byCreatedAt,
};
/** The menu screen's own entry. */
export const menusDemo: ResourceDemo = {
  menu: { menu: { id: 18, roles: ['admin'], created: '2024-06-03T09:00:00.000Z' } },
};
