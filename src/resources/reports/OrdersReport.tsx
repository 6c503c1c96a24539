import { useDataProvider, useTranslate } from 'react-admin';
import { MonthReportView } from './MonthReportView';
import { ordersFilter, ordersMonth, ordersReport } from './ordersReportModel';
import type { ReportChoice } from './ReportChoices';
import { ordersLabels } from './reportLabels';
import { readOrders } from './readOrders';

/** The monthly orders report: the orders placed in the month (of one status when chosen), counted. */
export function OrdersReport({ choice }: { choice: ReportChoice }) {
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const { status } = choice;
  return (
    <MonthReportView
      queryKey={['orders', status]}
      month={choice.month}
      read={async (days, signal, onProgress) => {
        const { rows, total, complete } = await readOrders(
          dataProvider,
          ordersFilter(days, status),
          signal,
          onProgress,
        );
        return { figures: ordersMonth(rows, days), reading: { read: rows.length, total, complete } };
      }}
      build={(figures, monthLabel) => ordersReport(figures, ordersLabels(translate, monthLabel, status))}
    />
  );
}
