import type { ResourceDescription, WireRecord } from '../../providers/dataEngine';

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
  fromWire: brandFromWire,
  getList: {
    path: 'Brand/GetAllBrands',
    paging: 'page/pageSize',
    filters: { q: { param: 'BrandName', field: 'Brandname', match: 'contains' } },
    serverSort: { BrandTitle: 'Brandname' },
  },
  // 132 brands: the product filter's few chosen brands come from one list call, not one call each.
  many: 'list',
  // Assumed (docs/api.md): the spec lists no call for one brand.
  getOne: { path: 'Brand/SystemBrand', idParam: 'brandId' },
  create: {
    path: 'Brand/SystemBrand',
    body: ({ data }) => ({ ...fields(data), IsActive: data.IsActive !== false }),
  },
  // The spec's PUT carries BrandId, BrandTitle and BrandImgUrl; IsActive is sent too, so the form's switch holds.
  update: {
    path: 'Brand/SystemBrand',
    body: ({ id, data }) => ({ BrandId: id, ...fields(data), IsActive: data.IsActive !== false }),
  },
  delete: { path: 'Brand/SystemBrand', idParam: 'brandId' },
};
