import { http } from 'msw';
import type { MainMenuEntry } from '../../api/menuTypes';
import type { DemoStore } from '../store';
import { fail, ok, readJson } from './respond';

/** `/api/Mainmenu` and `/api/Submenu`: list, and edit of titles, icon and allowed roles. */
export function menuHandlers(store: DemoStore, base: string) {
  const route = (name: 'Mainmenu' | 'Submenu', collection: 'mainMenu' | 'subMenu') => [
    http.get(`${base}api/${name}`, () =>
      ok([...store.data[collection]].sort((a, b) => a.created_at.localeCompare(b.created_at))),
    ),
    http.put(`${base}api/${name}/:id`, async ({ request, params }) => {
      const entry = (store.data[collection] as MainMenuEntry[]).find((item) => String(item.id) === params.id);
      if (!entry) return fail(404, `Menu entry ${String(params.id)} not found`);
      const body = await readJson(request);
      const title_th = String(body.title_th ?? '').trim();
      const title_en = String(body.title_en ?? '').trim();
      if (!title_th || !title_en) return fail(400, 'title_th and title_en are required');
      store.change(() => {
        entry.title_th = title_th;
        entry.title_en = title_en;
        entry.icon = String(body.icon ?? '');
        entry.allowedroles = Array.isArray(body.allowedroles) ? body.allowedroles.map(String) : [];
      });
      return ok(entry);
    }),
  ];
  return [...route('Mainmenu', 'mainMenu'), ...route('Submenu', 'subMenu')];
}
