import type { ResourceDescription } from '../../providers/dataEngine';

/** A supplier's alcohol-selling licence request (fields beyond the call's are assumed, docs/api.md). */
export interface SupplierAlcoholWire {
  SupplierId: string;
  SupplierName: string;
  BusinessTypeCode: string;
  ApprovedStatus: string;
  Remark: string;
  LicenceNo: number;
  LicenceImgUrl: string;
  RequestedAt: string;
  UpdatedAt: string;
}

const PATH = 'BackOfficeSupplier/BackOfficeSupplierSellAlcohol';

/**
 * `GET BackOfficeSupplier/BackOfficeSupplierSellAlcohol` (SupplierName, BusinessTypeCode, Status,
 * page, pageSize) and the decision `PUT` on the same path: SupplierId, ApprovedStatus, Remark, UserId.
 */
export const supplierAlcoholData: ResourceDescription = {
  service: 'supplier',
  idField: 'SupplierId',
  getList: {
    path: PATH,
    paging: 'page/pageSize',
    filters: {
      q: { param: 'SupplierName', field: 'SupplierName', match: 'contains' },
      BusinessTypeCode: 'BusinessTypeCode',
      ApprovedStatus: { param: 'Status', field: 'ApprovedStatus' },
    },
  },
  update: {
    method: 'PUT',
    path: PATH,
    body: ({ id, data }) => ({
      SupplierId: id,
      ApprovedStatus: data.ApprovedStatus,
      Remark: data.Remark ?? '',
      UserId: data.UserId,
    }),
  },
};
