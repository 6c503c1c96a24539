import { describe, expect, it } from 'vitest';
import { clearStorage, hasUsableId } from '../../src/api/session';
import { guardAllows } from '../../src/providers/guard';
import { MemoryStorage } from '../support/memoryStorage';

describe('route guard', () => {
  it('lets a stored id through on any page', () => {
    expect(guardAllows('/brands', 'a1')).toBe(true);
    expect(guardAllows('/', '42')).toBe(true);
  });
  it('refuses a missing id, an empty one and the text "undefined"', () => {
    expect(guardAllows('/brands', null)).toBe(false);
    expect(guardAllows('/brands', undefined)).toBe(false);
    expect(guardAllows('/brands', '')).toBe(false);
    expect(guardAllows('/brands', 'undefined')).toBe(false);
    expect(hasUsableId('undefined')).toBe(false);
  });
  it('exempts /login and /Adv, with or without a trailing slash', () => {
    for (const path of ['/login', '/login/', '/Adv', '/Adv/', '/Adv//'])
      expect(guardAllows(path, null)).toBe(true);
  });
  it('does not exempt look-alikes', () => {
    for (const path of ['/login2', '/adv', '/Adv/x', '/LoginTFA', '/x/login'])
      expect(guardAllows(path, null)).toBe(false);
  });
  it('clears local and session storage, keeping the language choice', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    local.setItem('id', '1');
    local.setItem('token', 't');
    local.setItem('RaStore.locale', '"en"');
    session.setItem('twoFactor', '{}');
    clearStorage(local, session);
    expect(local.getItem('id')).toBeNull();
    expect(local.getItem('token')).toBeNull();
    expect(local.getItem('RaStore.locale')).toBe('"en"');
    expect(session.length).toBe(0);
  });
});
