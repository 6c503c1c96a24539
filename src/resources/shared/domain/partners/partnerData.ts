import { HttpError } from 'react-admin';
import { toPage } from '../../../../api/envelope';
import type { ServiceName } from '../../../../config/config';
import { sameId, withId, type ResourceDescription, type WireRecord } from '../../../../providers/dataEngine';

/** Suppliers and grocery stores follow one pattern of calls (docs/api.md, "Partners"). */
interface PartnerCalls {
  service: ServiceName;
  /** The wire names are built from it (SupplierId, SupplierName, ...). */
  kind: 'Supplier' | 'Grocery';
  list: string;
  resource: string;
  extraFilters?: Record<string, string>;
  /** Where the service answers every partner at once, names in other lists are read from it. */
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

/** Fields assumed (docs/api.md). */
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

export const partnerBankAccountData = ({
  service,
  kind,
}: Pick<PartnerCalls, 'service' | 'kind'>): ResourceDescription => ({
  service,
  idField: `${kind}BankAccId`,
  getOne: { path: `BackOffice${kind}/BackOffice${kind}BankAcc`, idParam: `${kind.toLowerCase()}BankAccId` },
});

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
