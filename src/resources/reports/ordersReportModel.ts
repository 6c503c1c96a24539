/**
 * The monthly orders report (spec `/report`): how many orders each status holds and what they are
 * worth, from the orders placed in a month. Pure: rows and labels in, the report out.
 */
import type { RaRecord } from 'react-admin';
import { sumMoney } from '../shared/domain/finance/money';
import { ORDER_STATUSES, type OrderStatus } from '../shared/domain/orders/orderStatus';
import {
  countAndAmount,
  rowsByDay,
  type CountAndAmount,
  type FigureColumn,
  type MonthReport,
} from './reportModel';
import type { MonthDays } from './reportMonth';

/** A cancelled order was never sold: its value is left out of the gross. */
const CANCELLED: OrderStatus = 'CANCELLED';

/** The figures of one day, or of the whole month. */
export interface OrdersFigures {
  /** `YYYY-MM-DD`; empty for the month. */
  day: string;
  /** Every order, whatever its status. */
  orders: number;
  byStatus: Record<OrderStatus, CountAndAmount>;
  /** The grand total of the orders not cancelled. */
  gross: number;
}

export interface OrdersMonth {
  month: string;
  days: OrdersFigures[];
  total: OrdersFigures;
}

/** What the order list is asked for: the orders placed in the month, of one status when chosen. */
export function ordersFilter(days: MonthDays, status?: string): Record<string, string> {
  return { Start: days.start, End: days.end, ...(status ? { OrderStatus: status } : {}) };
}

function figuresOf(day: string, rows: readonly RaRecord[]): OrdersFigures {
  return {
    day,
    orders: rows.length,
    byStatus: Object.fromEntries(
      ORDER_STATUSES.map((status) => [
        status,
        countAndAmount(rows.filter((row) => row.OrderStatus === status)),
      ]),
    ) as Record<OrderStatus, CountAndAmount>,
    gross: sumMoney(rows.filter((row) => row.OrderStatus !== CANCELLED)).GrandtotalAmount,
  };
}

/** The month's figures, in total and day by day (by each order's `OrderDate`). */
export function ordersMonth(rows: readonly RaRecord[], days: MonthDays): OrdersMonth {
  const byDay = rowsByDay(rows, days, (row) => row.OrderDate);
  return {
    month: days.month,
    days: [...byDay].map(([day, dayRows]) => figuresOf(day, dayRows)),
    total: figuresOf('', [...byDay.values()].flat()),
  };
}

export interface OrdersLabels {
  title: string;
  filterLines: string[];
  day: string;
  total: string;
  statuses: string;
  totals: string;
  all: string;
  gross: string;
  count: string;
  statusNames: Record<OrderStatus, string>;
}

/** The report of a month: the summary, the per-day table and the file name. */
export function ordersReport(month: OrdersMonth, labels: OrdersLabels): MonthReport<OrdersFigures> {
  const { total } = month;
  return {
    title: labels.title,
    filterLines: labels.filterLines,
    sections: [
      {
        title: labels.statuses,
        lines: ORDER_STATUSES.map((status) => ({
          label: labels.statusNames[status],
          ...total.byStatus[status],
        })),
      },
      {
        title: labels.totals,
        lines: [
          { label: labels.all, count: total.orders },
          { label: labels.gross, amount: total.gross },
        ],
      },
    ],
    dayHeader: labels.day,
    totalLabel: labels.total,
    days: month.days,
    total,
    columns: [
      { header: labels.count, kind: 'count', value: (day) => day.orders, shown: true },
      ...ORDER_STATUSES.map((status): FigureColumn<OrdersFigures> => ({
        header: labels.statusNames[status],
        kind: 'count',
        value: (day) => day.byStatus[status].count,
        shown: false,
      })),
      { header: labels.gross, kind: 'money', value: (day) => day.gross, shown: true },
    ],
    fileName: `orders-report-${month.month}`,
    empty: total.orders === 0,
  };
}
