import { describe, expect, it } from 'vitest';
import { demoBackendForFile } from '../../../tests/support/demoBackend';
import { buildRegistry } from '../../registry/registry';
import { defineResource, everySignedInUser } from '../../registry/definition';
import type { WireRecord } from '../../providers/dataEngine';
import { staffFromWire } from './staffData';
import { staffBody, staffProblems } from './staffRules';

const backend = demoBackendForFile({ signInAs: 'admin' });

/** A new member of staff as the form sends it, written here by hand. */
const typed = {
  username: 'new.person',
  password: 'a-good-pass-12',
  password_again: 'a-good-pass-12',
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
      password: 'a-good-pass-12',
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

describe('a member of staff as a service spells it (the spec shows no user field)', () => {
  const expected = {
    id: 'u-7',
    username: 'somchai',
    name: 'สมชาย ใจดี',
    email: 'somchai@example.co.th',
    phoneNo: '0812345678',
    positionId: 3,
    role: 'warehouse',
    isActive: false,
    createdAt: '2025-01-02T09:00:00',
  };
  it.each<[WireRecord, string]>([
    [expected, 'the app’s own camelCase'],
    [
      {
        Id: 'u-7',
        Username: 'somchai',
        Name: 'สมชาย ใจดี',
        Email: 'somchai@example.co.th',
        PhoneNo: '0812345678',
        PositionId: 3,
        Role: 'warehouse',
        IsActive: false,
        CreatedAt: '2025-01-02T09:00:00',
      },
      'PascalCase',
    ],
    [
      {
        user_id: 'u-7',
        user_name: 'somchai',
        full_name: 'สมชาย ใจดี',
        email: 'somchai@example.co.th',
        phone_no: '0812345678',
        position_id: 3,
        role: 'warehouse',
        is_active: false,
        created_at: '2025-01-02T09:00:00',
      },
      'snake_case',
    ],
    [
      {
        userId: 'u-7',
        userName: 'somchai',
        fullName: 'สมชาย ใจดี',
        email: 'somchai@example.co.th',
        phoneno: '0812345678',
        positionId: 3,
        role: 'warehouse',
        isActive: false,
        createdAt: '2025-01-02T09:00:00',
      },
      'other camelCase names',
    ],
  ])('%j is read (%s)', (wire) => {
    expect(staffFromWire(wire)).toMatchObject(expected);
  });

  it('leaves a field the service did not send absent (nothing made up)', () => {
    const read = staffFromWire({ id: 1, username: 'a', name: 'A', role: 'admin' });
    expect(read).not.toHaveProperty('phoneNo');
    expect(read).not.toHaveProperty('isActive');
  });
});

describe('optional fields never block saving', () => {
  const loaded = { id: 'u-7', username: 'somchai', name: 'สมชาย', role: 'warehouse', positionId: 'P-2' };

  it('an account without a phone, an e-mail or a position is valid; they are checked only when given', () => {
    expect(staffProblems(loaded, false)).toEqual({});
    expect(staffProblems({ ...loaded, phoneNo: '', email: null }, false)).toEqual({});
    expect(staffProblems({ ...loaded, phoneNo: '12345', email: 'x@' }, false)).toEqual({
      phoneNo: 'resources.employees.errors.phone',
      email: 'resources.employees.errors.email',
    });
  });

  it('any role the server uses is accepted; only a missing role or name is refused', () => {
    expect(staffProblems({ ...loaded, role: 'call-centre' }, false)).toEqual({});
    expect(staffProblems({ ...loaded, role: '', name: ' ' }, false)).toEqual({
      role: 'ra.validation.required',
      name: 'ra.validation.required',
    });
  });

  it('an edit sends no phone, e-mail or activity it did not load, and keeps the position id’s type', () => {
    expect(staffBody({ ...loaded }, false, loaded)).toEqual({
      id: 'u-7',
      name: 'สมชาย',
      positionId: 'P-2',
      role: 'warehouse',
    });
    // a phone the user cleared is sent empty; one typed is sent as its digits
    const withPhone = { ...loaded, phoneNo: '0812345678' };
    expect(staffBody({ ...withPhone, phoneNo: '' }, false, withPhone)).toMatchObject({ phoneNo: '' });
    expect(staffBody({ ...loaded, phoneNo: '081-234-5678' }, false, loaded)).toMatchObject({
      phoneNo: '0812345678',
    });
  });

  it('the demo service saves an account that has no phone', async () => {
    const member = backend.store.collection('employees').find((row) => row.username === 'staff05')!;
    delete member.phoneNo;
    const { data: read } = await backend.dataProvider.getOne('employees', { id: member.id as string });
    await backend.dataProvider.update('employees', {
      id: read.id,
      data: { ...read, name: 'ชื่อใหม่' },
      previousData: read,
    });
    const sent = JSON.parse(backend.lastRequest().body) as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'ชื่อใหม่' });
    expect(sent).not.toHaveProperty('phoneNo');
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
