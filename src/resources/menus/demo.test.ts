import { describe, expect, it } from 'vitest';
import type { DemoMenuRow } from '../../demo/kit/types';
import { drawers, tills } from '../../../tests/support/menuResources';
import { demoMenu } from './demo';

const rows = (more: Record<string, DemoMenuRow> = {}) =>
  new Map(
    Object.entries({
      shop: { id: 4, roles: ['admin'], created: '2024-01-02T00:00:00.000Z' },
      'till-list': { id: 120, roles: null, created: '2024-01-03T00:00:00.000Z' },
      ...more,
    }),
  );

describe("the demo server's menu", () => {
  it('is made of the declared entries with their demo rows, as its two calls answer it', () => {
    expect(demoMenu({ definitions: [tills], menuRows: rows() })).toEqual({
      main: [
        {
          id: 4,
          title_th: 'ร้าน',
          title_en: 'Shop',
          icon: 'mdi-store',
          linkto: '',
          menu: 'shop',
          allowedroles: ['admin'],
          created_at: '2024-01-02T00:00:00.000Z',
        },
      ],
      sub: [
        {
          id: 120,
          mainmenuid: 4,
          title_th: 'ลิ้นชักเงินสด',
          title_en: 'Tills',
          icon: '',
          linkto: '/till',
          menu: 'till-list',
          allowedroles: null,
          created_at: '2024-01-03T00:00:00.000Z',
        },
      ],
    });
  });

  it('refuses an entry without a row, a demo id taken twice and a row no resource declares', () => {
    expect(() => demoMenu({ definitions: [tills, drawers], menuRows: rows() })).toThrow(
      `Menu entry "drawer-list" has no demo row (drawers's demo menu)`,
    );
    const taken = rows({ 'drawer-list': { id: 120, roles: null, created: '' } });
    expect(() => demoMenu({ definitions: [tills, drawers], menuRows: taken })).toThrow(
      'Menu entry "drawer-list": demo id 120 is taken',
    );
    const stray = rows({ 'drawer-lsit': { id: 121, roles: null, created: '' } });
    expect(() => demoMenu({ definitions: [tills], menuRows: stray })).toThrow(
      'A demo row names menu entry "drawer-lsit", which no resource declares',
    );
  });
});
