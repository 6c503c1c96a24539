import { DataTable, SelectInput } from 'react-admin';
import { ThaiDateInput } from '../shared/ui/ThaiDateInput';
import type { ExportColumn } from '../shared/files/export/columns';
import { MoneyText } from '../shared/ui/MoneyText';
import { QuickDateRanges } from '../shared/ui/QuickDateRanges';
import { ResourceList } from '../shared/ui/ResourceList';
import { SearchFilter } from '../shared/ui/SearchFilter';
import { StatusChip } from '../shared/ui/StatusChip';
import { formatDateTime } from '../../i18n/format';
import {
  ORDER_STATUS_COLOURS,
  ORDER_STATUS_TEXTS,
  orderStatusChoices,
} from '../shared/domain/orders/orderStatus';

const MONEY: ExportColumn['kind'] = 'money';

export const exportColumns: ExportColumn[] = [
  { source: 'OrderNo' },
  { source: 'OrderDate', kind: 'datetime' },
  { source: 'OrderStatus', kind: 'choice', choices: orderStatusChoices },
  { source: 'GroceryName', identifies: 'name' },
  { source: 'SupplierName' },
  { source: 'ItemCount', kind: 'number' },
  { source: 'Amount', kind: MONEY },
  { source: 'ServiceCharges', kind: MONEY },
  { source: 'ShippingFee', kind: MONEY },
  { source: 'PaymentFee', kind: MONEY },
  { source: 'ProductDiscount', kind: MONEY },
  { source: 'ShippingDiscount', kind: MONEY },
  { source: 'GrandtotalAmount', kind: MONEY },
];

const filters = [
  <SearchFilter key="no" source="OrderNo" alwaysOn placeholder="resources.orders.fields.q" />,
  <SelectInput key="status" source="OrderStatus" choices={orderStatusChoices} alwaysOn />,
  <ThaiDateInput key="start" source="Start" alwaysOn />,
  <ThaiDateInput key="end" source="End" alwaysOn />,
];

/** `/orders` (legacy `/order`): newest first; by status, order number and date range, with quick ranges. */
export default function OrderList() {
  return (
    <ResourceList
      filters={filters}
      exportColumns={exportColumns}
      actions={<QuickDateRanges startSource="Start" endSource="End" />}
    >
      <DataTable bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="OrderNo" />
        <DataTable.Col source="OrderDate" render={(order) => formatDateTime(order.OrderDate)} />
        <DataTable.Col source="GroceryName" disableSort />
        <DataTable.Col source="SupplierName" disableSort />
        <DataTable.NumberCol source="ItemCount" disableSort />
        <DataTable.Col source="GrandtotalAmount" align="right">
          <MoneyText source="GrandtotalAmount" />
        </DataTable.Col>
        <DataTable.Col source="OrderStatus">
          <StatusChip source="OrderStatus" texts={ORDER_STATUS_TEXTS} colours={ORDER_STATUS_COLOURS} />
        </DataTable.Col>
      </DataTable>
    </ResourceList>
  );
}
