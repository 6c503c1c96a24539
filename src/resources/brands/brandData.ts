import { toPage } from '../../api/envelope';
import type { ResourceDescription, WireRecord } from '../../providers/dataEngine';

/** Brand/GetAllBrands answers `Brandname`; the app's field is `BrandTitle` (spec §3). */
export const brandFromWire = (wire: WireRecord): WireRecord => ({
  ...wire,
  BrandTitle: wire.BrandTitle ?? wire.Brandname ?? '',
});

export const brandData: ResourceDescription = {
  service: 'product',
  idField: 'BrandId',
  getList: {
    path: 'Brand/GetAllBrands',
    query: ({ filter, pagination }) => ({
      BrandName: filter?.q ?? filter?.BrandName,
      page: pagination?.page ?? 1,
      pageSize: pagination?.perPage ?? 50,
    }),
    parse: (payload) => {
      const page = toPage<WireRecord>(payload);
      return { data: page.data.map(brandFromWire), total: page.total };
    },
  },
};
