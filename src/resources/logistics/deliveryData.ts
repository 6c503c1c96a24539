import type { ResourceDescription } from '../../providers/dataEngine';

export const DELIVERIES_PATH = 'Order/Deliveries';
export const DELIVERY_SUMMARY_PATH = 'Order/DeliverySummary';

/** The filters both calls take: the area and the order dates (dates only, both days included, as the order list). */
const AREA_AND_DATES = {
  RegionId: 'RegionId',
  ProvinceId: 'ProvinceId',
  Start: { param: 'Start', serverOnly: true },
  End: { param: 'End', serverOnly: true },
} as const;

/**
 * The deliveries of the paid orders (assumed `GET Order/Deliveries` on the order service,
 * docs/api.md): paged as the order list (`page`, `pageSize`, answer `{Page, PageSize, Total, Data}`),
 * filtered by `Status` (a delivery status), `RegionId`, `ProvinceId` and `Start`/`End`, sorted by
 * `Sort`/`Order`. A delivery is its order's: same `OrderID` and `OrderNo`.
 */
export const deliveryData: ResourceDescription = {
  service: 'order',
  idField: 'OrderID',
  getList: {
    path: DELIVERIES_PATH,
    assumed: true,
    paging: 'page/pageSize',
    filters: { DeliveryStatus: { param: 'Status', field: 'DeliveryStatus' }, ...AREA_AND_DATES },
    serverSort: true,
  },
};

/**
 * The deliveries counted by region and status for the same area and dates (assumed
 * `GET Order/DeliverySummary`, answered whole: `Data` of `{RegionId, RegionName, DeliveryStatus, Count}`).
 */
export const deliverySummaryData: ResourceDescription = {
  service: 'order',
  idField: 'id',
  fromWire: (wire) => ({ ...wire, id: `${String(wire.RegionId)}-${String(wire.DeliveryStatus)}` }),
  getList: {
    path: DELIVERY_SUMMARY_PATH,
    assumed: true,
    filters: {
      ...AREA_AND_DATES,
      // The server narrows them; the cells carry no province to match again here.
      ProvinceId: { param: 'ProvinceId', serverOnly: true },
    },
  },
};
