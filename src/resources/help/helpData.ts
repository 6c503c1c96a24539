import type { ResourceDescription } from '../../providers/dataEngine';
import { nodeBody } from './helpRules';

/**
 * The help content on the back-office API (assumed, docs/api.md, "Help content": the old app had the
 * screens without calls): three plain REST endpoints, one per level, each answering its whole list
 * filtered by `audience` and its parent, and taking `POST`, `PUT /{id}` and `DELETE /{id}`.
 */
const level = (path: string, parentField?: string): ResourceDescription => ({
  service: 'backoffice',
  idField: 'id',
  getList: {
    path,
    assumed: true,
    filters: {
      audience: 'audience',
      ...(parentField ? { [parentField]: parentField } : {}),
    },
  },
  many: 'list',
  rest: {
    path,
    writes: ['create', 'update', 'delete'],
    assumed: true,
    createBody: ({ data }) => ({
      ...nodeBody(data),
      ...(parentField ? { [parentField]: Number(data[parentField]) } : {}),
    }),
    body: ({ data }) => ({
      ...nodeBody(data),
      ...(parentField ? { [parentField]: Number(data[parentField]) } : {}),
    }),
  },
});

export const helpTitleData = level('api/HelpTitle');
export const helpSubData = level('api/HelpSub', 'helpTitleId');

/**
 * A detail's body is rich text: sanitised before it leaves the app, whatever screen sent it. The
 * sanitiser (DOMPurify) loads with the first write, so the signed-in screens' shared code, which
 * holds every data description, does not carry it.
 */
async function detailBody(data: Record<string, unknown>) {
  const { sanitizeHtml } = await import('./sanitize');
  return { ...nodeBody(data), helpSubId: Number(data.helpSubId), body: sanitizeHtml(data.body) };
}

export const helpDetailData: ResourceDescription = {
  ...level('api/HelpDetail', 'helpSubId'),
  getOne: { path: 'api/HelpDetail/:id', assumed: true, orFromList: true },
  rest: {
    path: 'api/HelpDetail',
    writes: ['create', 'update', 'delete'],
    assumed: true,
    createBody: ({ data }) => detailBody(data),
    body: ({ data }) => detailBody(data),
  },
};
