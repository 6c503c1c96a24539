import { textField } from '../../demo/kit/input';
import { fail } from '../../demo/kit/respond';
import type { ResourceDemo } from '../../demo/kit/types';
import { declaredMenu } from '../../registry/menuEntries';

/** A menu entry's writable fields: both titles required; the roles kept as sent. */
const fromBody: ResourceDemo['fromBody'] = (body) => {
  const title_th = textField(body, 'title_th');
  const title_en = textField(body, 'title_en');
  if (!title_th || !title_en) return fail(400, 'title_th and title_en are required');
  return { title_th, title_en, icon: textField(body, 'icon'), allowedroles: body.allowedroles ?? null };
};

const byCreatedAt = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  String(a.created_at).localeCompare(String(b.created_at));

/** The demo's menu: the entries the resources declare (docs/adding-a-resource.md, "Its menu entry"). */
export const mainMenuDemo: ResourceDemo = {
  seed: ({ definitions }) => declaredMenu(definitions).main,
  fromBody,
  defaultOrder: byCreatedAt,
};
export const subMenuDemo: ResourceDemo = {
  seed: ({ definitions }) => declaredMenu(definitions).sub,
  fromBody,
  defaultOrder: byCreatedAt,
};
