import { describe, expect, it } from 'vitest';
import { demoBackendForFile } from '../../../tests/support/demoBackend';
import { buildRegistry } from '../../registry/registry';
import { defineResource, everySignedInUser } from '../../registry/definition';
import { staffProblems } from './staffRules';

const backend = demoBackendForFile({ signInAs: 'admin' });

/** A new member of staff as the form sends it, written here by hand. */
const typed = {
  username: 'new.person',
  password: 'a-good-pass',
  password_again: 'a-good-pass',
  name: '  สมหญิง ทดสอบ ',
  email: 'somying@example.co.th',
  phoneNo: '089-876-5432',
  positionId: 5,
  role: 'support',
  isActive: true,
};

describe('staff on the auth API', () => {
  it('lists with page and take (assumed GET /auth/Users), the demo accounts among them', async () => {
    const { data, total } = await backend.dataProvider.getList('employees', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'createdAt', order: 'ASC' },
      filter: { role: 'admin' },
    });
    const request = backend.lastRequest();
    expect(request.url.pathname).toBe('/auth/Users');
    expect(Object.fromEntries(request.url.searchParams)).toMatchObject({
      page: '1',
      take: '10',
      role: 'admin',
    });
    expect(total).toBeGreaterThan(0);
    expect(data.map((member) => member.username)).toContain('admin');
  });

  it('creates with POST /auth/CreateUser, edits with PATCH /auth/UpdateUser, deletes with DELETE /auth/DeleteUser/{id}', async () => {
    const { data: made } = await backend.dataProvider.create('employees', { data: typed });
    let request = backend.lastRequest();
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/auth/CreateUser');
    expect(JSON.parse(request.body)).toEqual({
      username: 'new.person',
      password: 'a-good-pass',
      name: 'สมหญิง ทดสอบ',
      email: 'somying@example.co.th',
      phoneNo: '0898765432',
      positionId: 5,
      role: 'support',
      isActive: true,
    });
    expect(made).not.toHaveProperty('password');

    await backend.dataProvider.update('employees', {
      id: made.id,
      data: { ...made, name: 'สมหญิง แก้ไข' },
      previousData: made,
    });
    request = backend.lastRequest();
    expect(request.method).toBe('PATCH');
    expect(request.url.pathname).toBe('/auth/UpdateUser');
    expect(JSON.parse(request.body)).toMatchObject({ id: made.id, name: 'สมหญิง แก้ไข' });
    expect(JSON.parse(request.body)).not.toHaveProperty('username');

    await backend.dataProvider.delete('employees', { id: made.id, previousData: made });
    request = backend.lastRequest();
    expect(request.method).toBe('DELETE');
    expect(request.url.pathname).toBe(`/auth/DeleteUser/${String(made.id)}`);
  });

  it('the demo refuses a taken username, and a user deleting themself', async () => {
    await expect(
      backend.dataProvider.create('employees', { data: { ...typed, username: 'finance' } }),
    ).rejects.toMatchObject({
      status: 409,
    });
    const self = backend.store.collection('employees').find((row) => row.username === 'admin')!;
    await expect(
      backend.dataProvider.delete('employees', {
        id: String(self.id),
        previousData: { ...self, id: String(self.id) },
      }),
    ).rejects.toMatchObject({
      status: 409,
    });
  });
});

describe('positions (GET, POST /api/Position, DELETE /api/Position/{id})', () => {
  it('adds one with its name, and refuses to delete one staff hold', async () => {
    const { data } = await backend.dataProvider.create('positions', { data: { positionName: 'ตำแหน่งใหม่' } });
    expect(backend.lastRequest().url.pathname).toBe('/api/Position');
    expect(JSON.parse(backend.lastRequest().body)).toEqual({ positionName: 'ตำแหน่งใหม่' });
    const held = backend.store.collection('employees')[0]!.positionId;
    await expect(backend.dataProvider.delete('positions', { id: held as number })).rejects.toMatchObject({
      status: 409,
    });
    expect(backend.lastRequest().url.pathname).toBe(`/api/Position/${String(held)}`);
    await backend.dataProvider.delete('positions', { id: data.id });
    expect(backend.lastRequest().method).toBe('DELETE');
  });
});

describe('staff rules', () => {
  it('checks a new member, the initial password by the change-password rules', () => {
    expect(staffProblems(typed, true)).toEqual({});
    expect(staffProblems({ ...typed, password: 'short', password_again: 'short' }, true)).toEqual({
      password: 'app.auth.password_min',
    });
    expect(staffProblems({ ...typed, password_again: 'other-pass' }, true)).toEqual({
      password_again: 'app.auth.password_mismatch',
    });
    expect(staffProblems({ ...typed, username: 'Bad Name', email: 'x@', phoneNo: '12345' }, true)).toEqual({
      username: 'resources.employees.errors.username',
      email: 'resources.employees.errors.email',
      phoneNo: 'resources.employees.errors.phone',
    });
    // an edit keeps the username and password it has
    expect(staffProblems({ ...typed, username: undefined, password: undefined }, false)).toEqual({});
  });
});

describe('the registry', () => {
  it('refuses an old path that is already the screen’s own path (it would loop)', () => {
    const looping = defineResource({
      name: 'loop',
      access: everySignedInUser(),
      oldPaths: { '/loop': 'list' },
      screens: { list: () => Promise.reject(new Error('not loaded')) },
    });
    expect(() => buildRegistry([looping])).toThrow(/leads to itself/);
  });
});
