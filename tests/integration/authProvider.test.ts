import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { HTTP_ERROR_KEYS } from '../../src/api/http';
import { DEMO_TWO_FACTOR_CODE } from '../../src/demo/users';
import { demoBackendForFile, TEST_API_KEY } from '../support/demoBackend';

const backend = demoBackendForFile();

describe('authProvider against the demo backend', () => {
  it('signs in with POST /auth/Login {username, password} and stores token, username, role and id', async () => {
    await expect(
      backend.authProvider.login({ username: 'finance', password: 'demo1234' }),
    ).resolves.toBeUndefined();
    const request = backend.lastRequest();
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/auth/Login');
    expect(JSON.parse(request.body)).toEqual({ username: 'finance', password: 'demo1234' });
    expect(request.headers.get('x-api-key')).toBe(TEST_API_KEY);
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(localStorage.getItem('username')).toBe('finance');
    expect(localStorage.getItem('role')).toBe('finance');
    expect(localStorage.getItem('id')).toMatch(/^1f0c2a10-/);
    expect(localStorage.getItem('token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    await expect(backend.authProvider.getIdentity!()).resolves.toMatchObject({
      fullName: 'finance',
      role: 'finance',
    });
    await expect(backend.authProvider.getPermissions!({})).resolves.toBe('finance');
  });

  it('refuses a wrong password with the server message and stores nothing', async () => {
    await expect(backend.authProvider.login({ username: 'admin', password: 'nope' })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid username or password',
    });
    expect(localStorage.getItem('id')).toBeNull();
  });

  it('asks for a second factor, refuses a wrong code, then accepts the right one', async () => {
    const first = await backend.authProvider.login({
      username: 'secure',
      password: 'demo1234',
      next: '/menus',
    });
    expect(first).toEqual({ redirectTo: '/LoginTFA' });
    expect(localStorage.getItem('id')).toBeNull();
    const pending = JSON.parse(sessionStorage.getItem('twoFactor')!);
    expect(pending).toMatchObject({ username: 'secure', next: '/menus' });

    await expect(backend.authProvider.login({ code: '000000' })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid verification code',
    });
    const wrong = backend.lastRequest();
    expect(wrong.url.pathname).toBe('/auth/two-factor');
    expect(JSON.parse(wrong.body)).toEqual({ TwoFactorToken: pending.ticket, Code: '000000' });

    await backend.authProvider.login({ code: DEMO_TWO_FACTOR_CODE });
    expect(localStorage.getItem('role')).toBe('admin');
    expect(sessionStorage.getItem('twoFactor')).toBeNull();
  });

  it('keeps only a path of this site as the page after the second factor', async () => {
    for (const next of ['//evil.example/login', '/\\evil.example', 'https://evil.example/']) {
      sessionStorage.clear();
      await backend.authProvider.login({ username: 'secure', password: 'demo1234', next });
      expect(JSON.parse(sessionStorage.getItem('twoFactor')!)).toMatchObject({ next: '/' });
    }
  });

  it('guards pages by the stored id (checkAuth) and clears storage when it refuses', async () => {
    backend.setPath('/menus');
    await expect(backend.authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    localStorage.setItem('id', 'undefined');
    sessionStorage.setItem('x', '1');
    await expect(backend.authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    expect(localStorage.getItem('id')).toBeNull();
    expect(sessionStorage.getItem('x')).toBeNull();
    backend.setPath('/Adv/');
    await expect(backend.authProvider.checkAuth({})).resolves.toBeUndefined();
    await backend.signIn();
    backend.setPath('/menus');
    await expect(backend.authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('ends the session on a 401 and not on other errors', async () => {
    await backend.signIn();
    await expect(backend.authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
    expect(localStorage.getItem('id')).not.toBeNull();
    await expect(backend.authProvider.checkError({ status: 401 })).rejects.toMatchObject({
      redirectTo: '/login',
    });
    expect(localStorage.getItem('id')).toBeNull();
  });

  it('keeps the session signed in since when the 401 was to the token before it', async () => {
    await backend.signIn();
    const replaced = new HttpError(HTTP_ERROR_KEYS.sessionReplaced, 401, {});
    await expect(backend.authProvider.checkError(replaced)).resolves.toBeUndefined();
    expect(localStorage.getItem('id')).not.toBeNull();
  });

  it('decides access from the menu entries that link to a screen', async () => {
    await backend.signIn('sales');
    await expect(backend.authProvider.canAccess!({ resource: 'menus', action: 'list' })).resolves.toBe(false);
    await expect(backend.authProvider.canAccess!({ resource: 'homepage', action: 'list' })).resolves.toBe(
      true,
    );
    await expect(backend.authProvider.canAccess!({ resource: 'products', action: 'edit' })).resolves.toBe(
      true,
    );
    // Units open through the catalogue's entry (/product), which sales has; pay-outs through none of theirs.
    await expect(backend.authProvider.canAccess!({ resource: 'units', action: 'list' })).resolves.toBe(true);
    await expect(backend.authProvider.canAccess!({ resource: 'pay-outs', action: 'list' })).resolves.toBe(
      false,
    );
    // declared open to every signed-in user (data read by the product forms)
    await expect(
      backend.authProvider.canAccess!({ resource: 'subcategory-choices', action: 'list' }),
    ).resolves.toBe(true);
    // /test is the administrators' (its menu entry); unknown names are refused
    await expect(
      backend.authProvider.canAccess!({ resource: 'diagnostics:/test', action: 'open' }),
    ).resolves.toBe(false);
    await expect(
      backend.authProvider.canAccess!({ resource: 'banks-unknown', action: 'list' }),
    ).resolves.toBe(false);
    await backend.authProvider.logout({});
    backend.clearCache();
    await backend.signIn('admin');
    await expect(backend.authProvider.canAccess!({ resource: 'menus', action: 'list' })).resolves.toBe(true);
    await expect(
      backend.authProvider.canAccess!({ resource: 'diagnostics:/test', action: 'open' }),
    ).resolves.toBe(true);
    await expect(backend.authProvider.canAccess!({ resource: 'nothing', action: 'list' })).resolves.toBe(
      false,
    );
  });

  it('refuses every screen to a visitor who is not signed in', async () => {
    await expect(backend.authProvider.canAccess!({ resource: 'homepage', action: 'list' })).resolves.toBe(
      false,
    );
    await expect(backend.authProvider.canAccess!({ resource: 'brands', action: 'list' })).resolves.toBe(
      false,
    );
  });

  it('changes the password with the old, new and retyped password', async () => {
    await backend.signIn('support');
    await backend.http.request('backoffice', 'auth/ChangePassword', {
      method: 'POST',
      auth: 'both',
      body: { old_password: 'demo1234', new_password: 'newpass123', retype_new_password: 'newpass123' },
    });
    const request = backend.lastRequest();
    expect(request.url.pathname).toBe('/auth/ChangePassword');
    expect(Object.keys(JSON.parse(request.body))).toEqual([
      'old_password',
      'new_password',
      'retype_new_password',
    ]);
    expect(request.headers.get('authorization')).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    await expect(
      backend.authProvider.login({ username: 'support', password: 'newpass123' }),
    ).resolves.toBeUndefined();
    await expect(
      backend.http.request('backoffice', 'auth/ChangePassword', {
        method: 'POST',
        auth: 'both',
        body: { old_password: 'wrong', new_password: 'another123', retype_new_password: 'another123' },
      }),
    ).rejects.toMatchObject({ status: 400, message: 'Old password is incorrect' });
  });

  it('logs out by clearing storage', async () => {
    await backend.signIn();
    await expect(backend.authProvider.logout({})).resolves.toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
