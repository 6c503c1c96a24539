import type { MoneyTotals } from '../finance/money';
import type { OrderStatus } from './orderStatus';

/**
 * An order as `Order/OrderMemberList` answers it (fields assumed, docs/api.md). Shared: the finance
 * statement's demo seed reads the orders through the demo world.
 */
export interface OrderWire extends MoneyTotals {
  OrderID: number;
  OrderNo: string;
  /** Local time, `YYYY-MM-DDTHH:mm:ss`. */
  OrderDate: string;
  OrderStatus: OrderStatus;
  GroceryId: string;
  GroceryName: string;
  SupplierId: string;
  SupplierName: string;
  ItemCount: number;
  /** When the order reached its current status. */
  UpdatedDateTime: string;
}
