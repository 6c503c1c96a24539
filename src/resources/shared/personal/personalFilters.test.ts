import { describe, expect, it } from 'vitest';
import { loadDescription } from '../../../registry/definition';
import { resources } from '../../index';
import { personalInUrl, splitFilters } from './personalFilters';

describe('a list search of personal data stays out of the URL', () => {
  it('keeps the declared filters in memory and hands every other to the URL', () => {
    expect(splitFilters({ q: 'สมหญิง', role: 'sales', isActive: true }, ['q'])).toEqual({
      urlSafe: { role: 'sales', isActive: true },
      personal: { q: 'สมหญิง' },
    });
  });

  it('drops an emptied personal search, and leaves other filters as react-admin gave them', () => {
    expect(splitFilters({ q: '  ', phone: null, role: '' }, ['q', 'phone'])).toEqual({
      urlSafe: { role: '' },
      personal: {},
    });
  });

  it('hands everything to the URL for a list with no personal filter', () => {
    expect(splitFilters({ q: 'ร้านป้าแดง' }, [])).toEqual({ urlSafe: { q: 'ร้านป้าแดง' }, personal: {} });
  });

  it('tells a URL that carries a personal filter (an old link), to be moved into memory', () => {
    expect(personalInUrl({ q: '0812345678', role: 'sales' }, ['q'])).toBe(true);
    expect(personalInUrl({ role: 'sales' }, ['q'])).toBe(false);
  });
});

describe('the personal filters resources declare', () => {
  it("are filters of the resource's own list", async () => {
    const unknown: string[] = [];
    for (const definition of resources) {
      if (!definition.personalFilters) continue;
      const list = definition.data ? (await loadDescription(definition.data)).getList : undefined;
      // A list served by a function of its own declares no filters: nothing to name.
      const filters = list && typeof list === 'object' ? list.filters : undefined;
      for (const name of definition.personalFilters)
        if (!filters || !(name in filters)) unknown.push(`${definition.name}.${name}`);
    }
    expect(unknown).toEqual([]);
  });

  it("mark the staff list's name search, a person's name", () => {
    const staff = resources.find((definition) => definition.name === 'employees');
    expect(staff?.personalFilters).toEqual(['q']);
  });
});
