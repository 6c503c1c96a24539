import { HttpError } from 'react-admin';
import { toPage } from '../../../../api/envelope';
import type { ServiceName } from '../../../../config/config';
import { sameId, withId, type ResourceDescription, type WireRecord } from '../../../../providers/dataEngine';

/**
 * The calls of a partner kind (suppliers on the supplier service, grocery stores on the grocery
 * service) follow one pattern (docs/api.md, "Partners"): a paged list with filters, the detail as the
 * same call with Encrypt=true and the id, the account users by the partner's id, the bank account by
 * its id, and the alcohol licences with their decision PUT.
 */
interface PartnerCalls {
  service: ServiceName;
  /** `Supplier` or `Grocery`: the wire names are built from it (SupplierId, SupplierName, ...). */
  kind: 'Supplier' | 'Grocery';
  /** The list's path (BackOfficeSupplier/BackOfficeSuppliers). */
  list: string;
  /** The react-admin resource, for its "not found" text. */
  resource: string;
  /** Filters of this kind's list only (a supplier's sales user). */
  extraFilters?: Record<string, string>;
  /**
   * The resource that answers every partner of this kind at once, where the service has such a
   * call: names in other lists are read from it. Without it they come from the paged list, paged
   * through.
   */
  allRecords?: string;
}

export function partnerData({
  service,
  kind,
  list,
  resource,
  extraFilters,
  allRecords,
}: PartnerCalls): ResourceDescription {
  const idField = `${kind}Id`;
  return {
    service,
    idField,
    getList: {
      path: list,
      paging: 'page/pageSize',
      filters: {
        q: { param: `${kind}Name`, field: `${kind}Name`, match: 'contains' },
        BusinessTypeCode: 'BusinessTypeCode',
        ProvinceId: 'ProvinceId',
        [idField]: idField,
        // Assumed (docs/api.md): the registration date's range, for "new this month".
        RegisteredFrom: { param: 'RegisteredFrom', field: 'RegisteredAt', match: 'from' },
        RegisteredTo: { param: 'RegisteredTo', field: 'RegisteredAt', match: 'to' },
        ...extraFilters,
      },
    },
    many: allRecords
      ? async ({ lookup }, { ids }) => ({
          data: (await lookup.all(allRecords)).filter((record) => ids.some((id) => sameId(record.id, id))),
        })
      : 'list',
    getOne: async ({ http }, { id }) => {
      const payload = await http.request(service, list, { query: { Encrypt: true, [idField]: String(id) } });
      // A service that ignores the id filter answers other partners: only the asked one counts.
      const record = toPage<WireRecord>(payload).data.find((row) => sameId(row[idField], id));
      if (!record) throw new HttpError(`resources.${resource}.not_found`, 404);
      return { data: withId(record, idField) };
    },
  };
}

/** A partner's account users (`BackOffice{Kind}User/BackOffice{Kind}User?{kind}Id=`); fields assumed. */
export const partnerUserData = ({
  service,
  kind,
}: Pick<PartnerCalls, 'service' | 'kind'>): ResourceDescription => ({
  service,
  idField: `${kind}UserId`,
  getList: {
    path: `BackOffice${kind}User/BackOffice${kind}User`,
    filters: { [`${kind}Id`]: { param: `${kind.toLowerCase()}Id`, field: `${kind}Id` } },
  },
});

/** A partner's bank account, read by `{kind}BankAccId`; its number and name are encrypted. */
export const partnerBankAccountData = ({
  service,
  kind,
}: Pick<PartnerCalls, 'service' | 'kind'>): ResourceDescription => ({
  service,
  idField: `${kind}BankAccId`,
  getOne: { path: `BackOffice${kind}/BackOffice${kind}BankAcc`, idParam: `${kind.toLowerCase()}BankAccId` },
});

/**
 * A partner's alcohol-selling licences: `GET BackOffice{Kind}/BackOffice{Kind}SellAlcohol`
 * ({Kind}Name, BusinessTypeCode, Status, page, pageSize) and the decision `PUT` on the same path,
 * identified by the partner's id, with ApprovedStatus, Remark and UserId.
 */
export function partnerLicenceData({
  service,
  kind,
}: Pick<PartnerCalls, 'service' | 'kind'>): ResourceDescription {
  const path = `BackOffice${kind}/BackOffice${kind}SellAlcohol`;
  const idField = `${kind}Id`;
  return {
    service,
    idField,
    getList: {
      path,
      paging: 'page/pageSize',
      filters: {
        q: { param: `${kind}Name`, field: `${kind}Name`, match: 'contains' },
        BusinessTypeCode: 'BusinessTypeCode',
        ApprovedStatus: { param: 'Status', field: 'ApprovedStatus' },
      },
    },
    update: {
      method: 'PUT',
      path,
      body: ({ id, data }) => ({
        [idField]: id,
        ApprovedStatus: data.ApprovedStatus,
        Remark: data.Remark ?? '',
        UserId: data.UserId,
      }),
    },
  };
}
