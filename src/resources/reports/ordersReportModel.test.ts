import { describe, expect, it } from 'vitest';
import orderTexts from '../orders/texts.en';
import { ordersFilter, ordersMonth, ordersReport, type OrdersLabels } from './ordersReportModel';
import { reportCsv, shownTable } from './reportModel';
import { daysOfMonth } from './reportMonth';

const order = (id: number, at: string, status: string, total: number) => ({
  id,
  OrderNo: `OD${id}`,
  OrderDate: at,
  OrderStatus: status,
  GrandtotalAmount: total,
});

/** February 2026; the figures below are worked out by hand. */
const ROWS = [
  order(1, '2026-02-01T08:00:00', 'PAID', 100),
  order(2, '2026-02-01T09:00:00', 'DELIVERED', 250.5),
  order(3, '2026-02-01T10:00:00', 'CANCELLED', 70),
  order(4, '2026-02-10T11:00:00', 'REFUNDED', 30.25),
  order(5, '2026-02-10T12:00:00', 'PENDING_PAYMENT', 0.1),
  order(6, '2026-02-28T23:59:59', 'SHIPPING', 0.2),
  // Not of February: left out.
  order(7, '2026-03-01T00:00:00', 'DELIVERED', 999),
];

const FEBRUARY = daysOfMonth('2026-02');

const LABELS: OrdersLabels = {
  title: 'Orders report, February 2026',
  filterLines: [],
  day: 'Day',
  total: 'Total',
  statuses: 'Orders by status',
  totals: 'Overview',
  all: 'All orders',
  gross: 'Gross value',
  count: 'Orders',
  statusNames: orderTexts.statuses,
};

describe('the monthly orders report', () => {
  const month = ordersMonth(ROWS, FEBRUARY);
  const report = ordersReport(month, LABELS);

  it('counts the orders of each status and the gross value, cancelled ones left out', () => {
    expect(month.total.orders).toBe(6);
    expect(month.total.gross).toBe(381.05);
    expect(report.sections).toEqual([
      {
        title: 'Orders by status',
        lines: [
          { label: 'Waiting for payment', count: 1, amount: 0.1 },
          { label: 'Paid', count: 1, amount: 100 },
          { label: 'Confirmed', count: 0, amount: 0 },
          { label: 'Shipping', count: 1, amount: 0.2 },
          { label: 'Delivered', count: 1, amount: 250.5 },
          { label: 'Cancelled', count: 1, amount: 70 },
          { label: 'Refunded', count: 1, amount: 30.25 },
        ],
      },
      {
        title: 'Overview',
        lines: [
          { label: 'All orders', count: 6 },
          { label: 'Gross value', amount: 381.05 },
        ],
      },
    ]);
    expect(report.fileName).toBe('orders-report-2026-02');
  });

  it('shows the orders and their gross value per day, then the total', () => {
    const { headers, rows } = shownTable(report);
    expect(headers).toEqual(['Day', 'Orders', 'Gross value']);
    expect(rows).toHaveLength(29);
    expect(rows[0]).toEqual(['01/02/2569', '3', '฿350.50']);
    expect(rows[1]).toEqual(['02/02/2569', '0', '฿0.00']);
    expect(rows[9]).toEqual(['10/02/2569', '2', '฿30.35']);
    expect(rows[27]).toEqual(['28/02/2569', '1', '฿0.20']);
    expect(rows[28]).toEqual(['Total', '6', '฿381.05']);
  });

  it('writes the count of every status per day to the CSV', () => {
    const lines = reportCsv(report).split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFDay,Orders,Waiting for payment,Paid,Confirmed,Shipping,Delivered,Cancelled,Refunded,Gross value',
    );
    expect(lines[1]).toBe('2026-02-01,3,0,1,0,0,1,1,0,350.50');
    expect(lines[29]).toBe('Total,6,1,1,0,1,1,1,1,381.05');
  });

  it('is asked for as the month, of one status when chosen', () => {
    expect(ordersFilter(FEBRUARY)).toEqual({ Start: '2026-02-01', End: '2026-02-28' });
    expect(ordersFilter(FEBRUARY, 'PAID')).toEqual({
      Start: '2026-02-01',
      End: '2026-02-28',
      OrderStatus: 'PAID',
    });
  });

  it('is empty for a month without orders', () => {
    expect(ordersReport(ordersMonth([], FEBRUARY), LABELS).empty).toBe(true);
  });
});
