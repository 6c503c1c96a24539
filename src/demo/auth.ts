import { http } from 'msw';
import type { DemoStore } from './store';
import { DEMO_CRYPTO_KEYS } from './kit/cryptoKeys';
import { fail, ok, readJson, userOfRequest } from './kit/respond';

const randomHex = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
const newToken = (prefix: string) => `${prefix}-${randomHex()}`;

const base64url = (value: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** Sessions last 12 hours in the demo. */
const SESSION_SECONDS = 12 * 60 * 60;

/**
 * A JWT-shaped token carrying the user's id, role and expiry, as many real servers issue: the app
 * reads role and id from it, and the demo accepts only the tokens it issued (kept in its store).
 */
const sessionToken = (user: { id: string; role: string }) =>
  [
    base64url({ alg: 'HS256', typ: 'JWT' }),
    base64url({
      sub: user.id,
      role: user.role,
      exp: Math.floor(Date.now() / 1000) + SESSION_SECONDS,
      jti: randomHex(),
    }),
    randomHex(),
  ].join('.');

/** `/auth/*`: sign-in, the second factor and password change (field names in docs/api.md). */
export function authHandlers(store: DemoStore, base: string) {
  const session = (userId: string) => {
    const user = store.data.users.find((candidate) => candidate.id === userId)!;
    const token = sessionToken(user);
    store.change((data) => {
      data.sessions[token] = user.id;
    });
    return {
      token,
      username: user.username,
      role: user.role,
      id: user.id,
      expiresIn: SESSION_SECONDS,
      isVerified: true,
      twoFactorEnabled: !!user.twoFactorCode,
    };
  };

  return [
    http.post(`${base}auth/Login`, async ({ request }) => {
      const body = await readJson(request);
      const user = store.data.users.find(
        (candidate) => candidate.username === String(body.username ?? '').trim(),
      );
      if (!user || user.password !== body.password) return fail(401, 'Invalid username or password');
      if (user.twoFactorCode) {
        const ticket = newToken('tfa');
        store.change((data) => {
          data.twoFactorTickets[ticket] = user.id;
        });
        return ok({ TwoFactorRequired: true, TwoFactorToken: ticket, username: user.username });
      }
      return ok(session(user.id));
    }),

    http.post(`${base}auth/two-factor`, async ({ request }) => {
      const body = await readJson(request);
      const userId = store.data.twoFactorTickets[String(body.TwoFactorToken ?? '')];
      if (!userId) return fail(401, 'Verification expired, please sign in again');
      const user = store.data.users.find((candidate) => candidate.id === userId);
      if (!user || String(body.Code ?? '').trim() !== user.twoFactorCode)
        return fail(400, 'Invalid verification code');
      store.change((data) => {
        delete data.twoFactorTickets[String(body.TwoFactorToken)];
      });
      return ok(session(user.id));
    }),

    http.post(`${base}auth/ChangePassword`, async ({ request }) => {
      const user = userOfRequest(store, request);
      if (!user) return fail(401, 'Unauthorized: please sign in again');
      const body = await readJson(request);
      if (body.old_password !== user.password) return fail(400, 'Old password is incorrect');
      if (typeof body.new_password !== 'string' || body.new_password.length < 8) {
        return fail(400, 'New password must be at least 8 characters');
      }
      if (body.new_password !== body.retype_new_password) return fail(400, 'Passwords do not match');
      store.change(() => {
        user.password = body.new_password as string;
      });
      return ok(null, 'Password changed');
    }),

    // Assumed (docs/api.md): crypto.keysUrl of the shipped config.json. Only a signed-in user gets
    // the demo's keys, as a deployment would protect its own.
    http.get(`${base}auth/CryptoKeys`, ({ request }) => {
      if (!userOfRequest(store, request)) return fail(401, 'Unauthorized: please sign in again');
      return ok(DEMO_CRYPTO_KEYS);
    }),
  ];
}
