import type { Messages } from '../../registry/definition';

const texts = {
  name: 'Delivery |||| Deliveries',
  fields: {
    OrderID: 'Order ID',
    OrderNo: 'Order no.',
    OrderDate: 'Ordered at',
    OrderStatus: 'Order status',
    DeliveryStatus: 'Delivery status',
    StatusDateTime: 'Status since',
    GroceryName: 'Grocery store (receiver)',
    SupplierName: 'Supplier (sender)',
    ItemCount: 'Lines',
    ShippingFee: 'Shipping fee',
    DistrictName: 'District',
    ProvinceId: 'Province',
    ProvinceName: 'Province',
    RegionId: 'Region',
    RegionName: 'Region',
    Start: 'Ordered from',
    End: 'Ordered to',
  },
  statuses: {
    WAITING_PICKUP: 'Waiting for pickup',
    IN_TRANSIT: 'In transit',
    DELIVERED: 'Delivered',
    RETURNED: 'Returned / refunded',
    CANCELLED: 'Cancelled',
  },
  summary: {
    title: 'Deliveries by status and region',
    hint: 'Counted from the paid orders of the chosen area and dates. Click a number to filter the list.',
    region: 'Region',
    total: 'Total',
    all_regions: 'Every region',
    no_region: 'Unknown region',
    failed: 'The delivery summary could not be loaded',
    empty: 'No deliveries in this area and date range',
  },
  open_order: 'Open order %{orderNo}',
} satisfies Messages;
export default texts;
