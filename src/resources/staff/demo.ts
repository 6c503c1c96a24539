import { http } from 'msw';
import { fail, userOfRequest } from '../../demo/kit/respond';
import type { DemoContext, ResourceDemo } from '../../demo/kit/types';
import { seedStaff } from './demoSeed';
import { staffProblems } from './staffRules';

/** The service is assumed to refuse a user deleting themself (docs/api.md); other deletes pass on. */
function noSelfDelete({ store, base }: DemoContext) {
  return http.delete(`${base('backoffice')}auth/DeleteUser/:id`, ({ request, params }) => {
    const user = userOfRequest(store, request);
    if (user && String(user.id) === String(params.id)) return fail(409, 'You cannot delete your own account');
    return undefined;
  });
}

const demo: ResourceDemo = {
  menu: {
    staff: { id: 10, roles: ['admin'], created: '2024-02-12T09:00:00.000Z' },
    'staff-employee': { id: 116, roles: ['admin'], created: '2024-02-13T09:00:00.000Z' },
  },
  seed: seedStaff,
  defaultOrder: (a, b) => String(a.createdAt).localeCompare(String(b.createdAt)),
  fromBody: (body, { store }, current) => {
    const isNew = !current;
    const merged = { ...current, ...body };
    const problems = Object.entries(staffProblems(merged, isNew));
    if (problems.length > 0) return fail(400, problems.map(([field, key]) => `${field}: ${key}`).join('; '));
    const username = String(merged.username).trim();
    if (isNew && store.collection('employees').some((row) => row.username === username))
      return fail(409, `The username ${username} is taken`);
    const { password: _password, ...kept } = merged;
    return { ...kept, username, createdAt: current?.createdAt ?? new Date().toISOString().slice(0, 19) };
  },
  handlers: (ctx) => [noSelfDelete(ctx)],
};
export default demo;
