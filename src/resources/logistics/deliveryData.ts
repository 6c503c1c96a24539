import type { ResourceDescription } from '../../providers/dataEngine';

export const DELIVERIES_PATH = 'Order/Deliveries';
export const DELIVERY_SUMMARY_PATH = 'Order/DeliverySummary';

const AREA_AND_DATES = {
  RegionId: 'RegionId',
  ProvinceId: 'ProvinceId',
  Start: { param: 'Start', serverOnly: true },
  End: { param: 'End', serverOnly: true },
} as const;

/** Assumed, paged as the order list (docs/api.md). */
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

/** Assumed, answered whole (docs/api.md). */
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
