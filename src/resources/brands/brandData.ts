import { ONE_FROM_LIST, type ResourceDescription, type WireRecord } from '../../providers/dataEngine';

/** Brand/GetAllBrands answers `Brandname`; the app's field is `BrandTitle`, as the writes spell it. */
export const brandFromWire = (wire: WireRecord): WireRecord => ({
  ...wire,
  BrandTitle: wire.BrandTitle ?? wire.Brandname ?? '',
});

/**
 * What a save sends: the spec's fields as the form loaded them and the user changed them. A field the
 * loaded brand did not have is left out, never sent as a default over the server's value.
 */
const fields = (data: Record<string, unknown>) => ({
  ...(data.BrandTitle !== undefined ? { BrandTitle: String(data.BrandTitle).trim() } : {}),
  ...(data.BrandImgUrl !== undefined && data.BrandImgUrl !== null
    ? { BrandImgUrl: String(data.BrandImgUrl) }
    : {}),
  ...(typeof data.IsActive === 'boolean' ? { IsActive: data.IsActive } : {}),
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
  // The product filter's few chosen brands come from the whole list (cached), not one call each.
  many: 'list',
  // The specification gives no call for one brand: it is read from the list (docs/api.md).
  getOne: ONE_FROM_LIST,
  // Creation sets the brand active (docs/api.md).
  create: {
    path: 'Brand/SystemBrand',
    body: ({ data }) => ({ ...fields(data), IsActive: data.IsActive !== false }),
  },
  // The spec's PUT carries BrandId, BrandTitle and BrandImgUrl; IsActive is sent too when the
  // loaded brand had it, so the form's switch holds.
  update: {
    path: 'Brand/SystemBrand',
    body: ({ id, data, previousData }) => ({ BrandId: id, ...fields({ ...previousData, ...data }) }),
  },
  delete: { path: 'Brand/SystemBrand', idParam: 'brandId' },
};
