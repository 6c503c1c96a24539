import { describe, expect, it } from 'vitest';
import { groupBySalesAndProvince, provinceBars } from './salesGroups';

const supplier = (id: string, sales: string, provinceId: number, province: string) => ({
  SupplierId: id,
  SalesUserName: sales,
  ProvinceId: provinceId,
  ProvinceName: province,
  RegionName: provinceId === 50 ? 'ภาคเหนือ' : 'ภาคใต้',
});

const rows = [
  supplier('a', 'สมศักดิ์', 50, 'เชียงใหม่'),
  supplier('b', 'สมศักดิ์', 50, 'เชียงใหม่'),
  supplier('c', 'วิไล', 50, 'เชียงใหม่'),
  supplier('d', 'วิไล', 83, 'ภูเก็ต'),
  supplier('e', '', 83, 'ภูเก็ต'),
  supplier('f', 'สมศักดิ์', 50, 'เชียงใหม่'),
];

describe('suppliers by sales user and province', () => {
  it('counts the stores of each sales user in each province, most first', () => {
    expect(groupBySalesAndProvince(rows)).toEqual([
      {
        SalesUserName: 'สมศักดิ์',
        ProvinceId: 50,
        ProvinceName: 'เชียงใหม่',
        RegionName: 'ภาคเหนือ',
        StoreCount: 3,
      },
      { SalesUserName: 'วิไล', ProvinceId: 50, ProvinceName: 'เชียงใหม่', RegionName: 'ภาคเหนือ', StoreCount: 1 },
      { SalesUserName: '', ProvinceId: 83, ProvinceName: 'ภูเก็ต', RegionName: 'ภาคใต้', StoreCount: 1 },
      { SalesUserName: 'วิไล', ProvinceId: 83, ProvinceName: 'ภูเก็ต', RegionName: 'ภาคใต้', StoreCount: 1 },
    ]);
  });

  it('makes a bar per province with its total and each sales user part', () => {
    const bars = provinceBars(groupBySalesAndProvince(rows));
    expect(
      bars.map((bar) => [bar.ProvinceName, bar.total, bar.parts.map((part) => part.StoreCount)]),
    ).toEqual([
      ['เชียงใหม่', 4, [3, 1]],
      ['ภูเก็ต', 2, [1, 1]],
    ]);
  });
});
