import { http } from 'msw';
import { fail, ok, readJson } from '../../demo/kit/respond';
import { signedIn } from '../../demo/kit/input';
import { loadThaiAddresses } from '../../demo/kit/thaiAddresses';
import type { ResourceDemo } from '../../demo/kit/types';
import { validatePasswordReset } from '../../auth/passwordRules';

/**
 * The assumed `PUT /api/GroceryUserPassword/{groceryUserId}`: the same checks as the form. The demo
 * keeps only when the password was last set, never the password.
 */
const demo: ResourceDemo = {
  menu: { 'grocery-password': { id: 141, roles: ['admin', 'support'], created: '2024-01-23T09:20:00.000Z' } },
  // The users belong to the stores, who live on the Thai address book.
  prepare: loadThaiAddresses,
  handlers: ({ store, base }) => [
    http.put(
      `${base('backoffice')}api/GroceryUserPassword/:id`,
      signedIn(store, async (request, _url, params) => {
        const user = store
          .collection('grocery-users')
          .find((row) => String(row.GroceryUserId) === String(params.id));
        if (!user) return fail(404, 'Grocery user not found');
        const body = await readJson(request);
        const problems = validatePasswordReset({
          new_password: typeof body.new_password === 'string' ? body.new_password : undefined,
          retype_new_password:
            typeof body.retype_new_password === 'string' ? body.retype_new_password : undefined,
        });
        if (Object.keys(problems).length > 0)
          return fail(400, 'The new password is too short or not retyped the same');
        store.change(() => {
          user.PasswordSetAt = new Date().toISOString();
        });
        return ok(null, 'Password reset');
      }),
    ),
  ],
};
export default demo;
