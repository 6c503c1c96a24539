import { toPage } from '../../api/envelope';
import type { ResourceDescription, WireRecord } from '../../providers/dataEngine';
import { sortQuery } from '../shared/sortQuery';

/** Brand/GetAllBrands answers `Brandname`; the app's field is `BrandTitle` (spec §3). */
export const brandFromWire = (wire: WireRecord): WireRecord => ({
  ...wire,
  BrandTitle: wire.BrandTitle ?? wire.Brandname ?? '',
});

const fields = (data: Record<string, unknown>) => ({
  BrandTitle: String(data.BrandTitle ?? '').trim(),
  BrandImgUrl: String(data.BrandImgUrl ?? ''),
});

export const brandData: ResourceDescription = {
  service: 'product',
  idField: 'BrandId',
  getList: {
    path: 'Brand/GetAllBrands',
    query: ({ filter, pagination, sort }) => ({
      BrandName: filter?.q ?? filter?.BrandName,
      page: pagination?.page ?? 1,
      pageSize: pagination?.perPage ?? 50,
      ...sortQuery(sort),
    }),
    parse: (payload) => {
      const page = toPage<WireRecord>(payload);
      return { data: page.data.map(brandFromWire), total: page.total };
    },
  },
  // Assumed (docs/api.md): the spec lists no call for one brand.
  getOne: {
    path: 'Brand/SystemBrand',
    query: ({ id }) => ({ brandId: id }),
    parse: (payload) => brandFromWire(payload as WireRecord),
  },
  create: {
    path: 'Brand/SystemBrand',
    body: ({ data }) => ({ ...fields(data), IsActive: true }),
    parse: (payload) =>
      payload && typeof payload === 'object' ? brandFromWire(payload as WireRecord) : undefined,
  },
  update: {
    method: 'PUT',
    path: 'Brand/SystemBrand',
    body: ({ id, data }) => ({ BrandId: id, ...fields(data) }),
    parse: (payload) =>
      payload && typeof payload === 'object' ? brandFromWire(payload as WireRecord) : undefined,
  },
  delete: {
    path: 'Brand/SystemBrand',
    query: ({ id }) => ({ brandId: id }),
    parse: () => undefined,
  },
};
