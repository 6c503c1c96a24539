import { describe, expect, it } from 'vitest';
import { appScreens } from '../../registry/reach';
import { resources } from '../index';
import { emptyRolesRefused, writeScreensOf } from './entryRoles';

const screens = appScreens(resources);

describe('the menu editor and an empty role list (empty is everyone)', () => {
  it('refuses it on an entry whose screen writes: withdrawal decisions, brands, the password reset', () => {
    for (const link of ['/finance/transactionout', '/brand', '/grocery/gc-password', '/wholesale/seller'])
      expect(emptyRolesRefused(link, [], screens), link).toBe(true);
    // a trailing slash links the same screen
    expect(emptyRolesRefused('/finance/transactionout/', [], screens)).toBe(true);
  });

  it('accepts it on an entry whose screens only read, and on a section that only groups', () => {
    for (const link of ['/StaffLog', '/report', '/order', '/finance/fee', '/sales', ''])
      expect(emptyRolesRefused(link, [], screens), link || 'no link').toBe(false);
  });

  it('accepts any role on any entry', () => {
    expect(emptyRolesRefused('/finance/transactionout', ['finance'], screens)).toBe(false);
  });

  it('names the writing screens an entry opens: the pay-outs list for /finance/transactionout', () => {
    expect(writeScreensOf('/finance/transactionout', screens).map((screen) => screen.key)).toEqual([
      'pay-outs',
    ]);
  });
});
