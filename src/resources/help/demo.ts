import { textField } from '../../demo/kit/input';
import { fail } from '../../demo/kit/respond';
import type { DemoContext, ResourceDemo } from '../../demo/kit/types';
import type { WireRecord } from '../../providers/dataEngine';
import { seedHelp } from './demoSeed';
import { isAudience, titleProblem } from './helpRules';

/**
 * The help content's demo service. It stores what it is sent, rich text as it came: the real
 * server is unknown, and the app must never show unsanitised HTML even when a server holds it.
 */
const seed = seedHelp();

/** A title, sub-title or detail from a write's body, or the refusal the server would give. */
function nodeFromBody(
  body: WireRecord,
  current: WireRecord | undefined,
  parent?: { field: string; collection: string; ctx: DemoContext },
): WireRecord | Response {
  const audience = body.audience ?? current?.audience;
  if (!isAudience(audience)) return fail(400, 'audience must be kk, kk-ep or kk-ws');
  for (const field of ['title_th', 'title_en'])
    if (titleProblem(body[field]) !== undefined)
      return fail(400, `${field} is required (at most 200 characters)`);
  const node: WireRecord = {
    audience,
    title_th: textField(body, 'title_th'),
    title_en: textField(body, 'title_en'),
    sortOrder: Number(body.sortOrder ?? current?.sortOrder ?? 0),
  };
  if (!parent) return node;
  const parentId = Number(body[parent.field] ?? current?.[parent.field]);
  const found = parent.ctx.store.collection(parent.collection).find((row) => row.id === parentId);
  if (!found) return fail(400, `${parent.field} ${parentId} does not exist`);
  if (found.audience !== audience)
    return fail(400, `${parent.field} ${parentId} belongs to another audience`);
  return { ...node, [parent.field]: parentId };
}

/** Refuses deleting a node that still has children: staff delete those first, on purpose. */
const refuseWithChildren =
  (collection: string, field: string, message: string) => (record: WireRecord, ctx: DemoContext) =>
    ctx.store.collection(collection).some((row) => row[field] === record.id) ? fail(409, message) : undefined;

/** The help section's menu entries. */
export const helpDemo: ResourceDemo = {
  menu: {
    help: { id: 15, roles: ['admin', 'support'], created: '2024-04-01T09:00:00.000Z' },
    'help-kk': { id: 125, roles: ['admin', 'support'], created: '2024-04-02T09:00:00.000Z' },
    'help-kk-ws': { id: 126, roles: ['admin', 'support'], created: '2024-04-02T09:10:00.000Z' },
    'help-kk-ep': { id: 127, roles: ['admin', 'support'], created: '2024-04-02T09:20:00.000Z' },
  },
};

export const titleDemo: ResourceDemo = {
  seed: () => seed.titles,
  fromBody: (body, _ctx, current) => nodeFromBody(body, current),
  beforeDelete: refuseWithChildren('help-subs', 'helpTitleId', 'The title still has sub-titles'),
};

export const subDemo: ResourceDemo = {
  seed: () => seed.subs,
  fromBody: (body, ctx, current) =>
    nodeFromBody(body, current, { field: 'helpTitleId', collection: 'help-titles', ctx }),
  beforeDelete: refuseWithChildren('help-details', 'helpSubId', 'The sub-title still has details'),
};

export const detailDemo: ResourceDemo = {
  seed: () => seed.details,
  fromBody: (body, ctx, current) => {
    const node = nodeFromBody(body, current, { field: 'helpSubId', collection: 'help-subs', ctx });
    if (node instanceof Response) return node;
    return {
      ...node,
      body: typeof body.body === 'string' ? body.body : '',
      updated_at: new Date().toISOString(),
    };
  },
};
