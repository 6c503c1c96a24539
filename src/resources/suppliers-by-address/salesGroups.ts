/** A supplier as `BackOfficeSupplier/SuppliersByAddress` answers it: who sells to it, and where it is. */
export interface SupplierByAddress {
  SupplierId: string;
  SalesUserName: string;
  ProvinceId: number;
  ProvinceName: string;
  RegionName: string;
}

export interface SalesGroup {
  SalesUserName: string;
  ProvinceId: number;
  ProvinceName: string;
  RegionName: string;
  StoreCount: number;
}

/**
 * The suppliers grouped by sales user and province with a store count (docs/requirements.md,
 * "Suppliers"), most stores first, then by province and sales user. A supplier without a sales user is
 * counted under ''.
 */
export function groupBySalesAndProvince(rows: readonly SupplierByAddress[]): SalesGroup[] {
  const groups = new Map<string, SalesGroup>();
  for (const row of rows) {
    const key = `${row.SalesUserName ?? ''}\u0000${row.ProvinceId}`;
    const group = groups.get(key);
    if (group) group.StoreCount += 1;
    else
      groups.set(key, {
        SalesUserName: row.SalesUserName ?? '',
        ProvinceId: row.ProvinceId,
        ProvinceName: row.ProvinceName,
        RegionName: row.RegionName,
        StoreCount: 1,
      });
  }
  const collator = new Intl.Collator('th');
  return [...groups.values()].sort(
    (a, b) =>
      b.StoreCount - a.StoreCount ||
      collator.compare(a.ProvinceName, b.ProvinceName) ||
      collator.compare(a.SalesUserName, b.SalesUserName),
  );
}

/** Per province: its total and each sales user's part, for a stacked bar; most stores first. */
export function provinceBars(groups: readonly SalesGroup[]) {
  const provinces = new Map<
    number,
    { ProvinceId: number; ProvinceName: string; total: number; parts: SalesGroup[] }
  >();
  for (const group of groups) {
    const province = provinces.get(group.ProvinceId) ?? {
      ProvinceId: group.ProvinceId,
      ProvinceName: group.ProvinceName,
      total: 0,
      parts: [],
    };
    province.total += group.StoreCount;
    province.parts.push(group);
    provinces.set(group.ProvinceId, province);
  }
  return [...provinces.values()].sort((a, b) => b.total - a.total);
}
