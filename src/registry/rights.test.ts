import { describe, expect, it } from 'vitest';
import { rightAllows, writeActionOf } from './rights';

const rights = {
  '*': { export: ['admin', 'finance'], delete: ['admin'] },
  brands: { delete: ['admin', 'sales'] },
  'pay-outs': { decide: ['finance'] },
  'grocery-passwords': { resetPassword: ['support'] },
  reports: { export: [] },
};

describe('rights per action', () => {
  it('opens and reads by the menu alone: no right limits them', () => {
    for (const action of ['open', 'list', 'show'])
      expect(rightAllows(rights, 'pay-outs', action, 'nobody')).toBe(true);
  });

  it('lets every role do an action that no list names, as before rights existed', () => {
    expect(rightAllows(rights, 'brands', 'create', 'sales')).toBe(true);
    expect(rightAllows({}, 'pay-outs', 'decide', 'sales')).toBe(true);
  });

  it("takes the resource's own list before the one for every resource", () => {
    expect(rightAllows(rights, 'brands', 'delete', 'sales')).toBe(true);
    expect(rightAllows(rights, 'products', 'delete', 'sales')).toBe(false);
    expect(rightAllows(rights, 'products', 'delete', 'admin')).toBe(true);
    expect(rightAllows(rights, 'staff', 'export', 'support')).toBe(false);
    expect(rightAllows(rights, 'staff', 'export', 'finance')).toBe(true);
  });

  it('refuses a listed action to a role not in the list, to no role, and to everyone with an empty list', () => {
    expect(rightAllows(rights, 'pay-outs', 'decide', 'admin')).toBe(false);
    expect(rightAllows(rights, 'pay-outs', 'decide', 'finance')).toBe(true);
    expect(rightAllows(rights, 'grocery-passwords', 'resetPassword', 'sales')).toBe(false);
    expect(rightAllows(rights, 'pay-outs', 'decide', '')).toBe(false);
    expect(rightAllows(rights, 'pay-outs', 'decide', undefined)).toBe(false);
    expect(rightAllows(rights, 'reports', 'export', 'admin')).toBe(false);
  });

  it("reads a custom route's key as its resource, and a clone as a create", () => {
    expect(rightAllows(rights, 'reports:/report/finance', 'export', 'finance')).toBe(false);
    expect(writeActionOf('clone')).toBe('create');
    expect(writeActionOf('list')).toBeUndefined();
    expect(rightAllows({ brands: { create: ['admin'] } }, 'brands', 'clone', 'sales')).toBe(false);
  });
});
