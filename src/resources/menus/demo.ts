import { textField } from '../../demo/kit/input';
import { fail } from '../../demo/kit/respond';
import type { ResourceDemo } from '../../demo/kit/types';
import { seedMainMenu, seedSubMenu } from './demoSeed';

/** A menu entry's writable fields: both titles required; the roles kept as sent. */
const fromBody: ResourceDemo['fromBody'] = (body) => {
  const title_th = textField(body, 'title_th');
  const title_en = textField(body, 'title_en');
  if (!title_th || !title_en) return fail(400, 'title_th and title_en are required');
  return { title_th, title_en, icon: textField(body, 'icon'), allowedroles: body.allowedroles ?? null };
};

const byCreatedAt = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  String(a.created_at).localeCompare(String(b.created_at));

export const mainMenuDemo: ResourceDemo = { seed: () => seedMainMenu, fromBody, defaultOrder: byCreatedAt };
export const subMenuDemo: ResourceDemo = { seed: () => seedSubMenu, fromBody, defaultOrder: byCreatedAt };
