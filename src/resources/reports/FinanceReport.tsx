import { useDataProvider, useTranslate } from 'react-admin';
import { useAppConfig } from '../../config/ConfigContext';
import { readStatement } from '../shared/finance/statement';
import { financeFilter, financeMonth, financeReport } from './financeReport';
import { MonthReportView } from './MonthReportView';
import type { ReportChoice } from './ReportChoices';
import { financeLabels } from './reportLabels';

/** The monthly finance report: the month's statement (of one supplier when chosen), added up. */
export function FinanceReport({ choice }: { choice: ReportChoice }) {
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const { workflow } = useAppConfig();
  const { supplier } = choice;
  return (
    <MonthReportView
      queryKey={['finance', supplier?.id ?? '']}
      month={choice.month}
      read={async (days, signal) => {
        const { rows, total, complete } = await readStatement(
          dataProvider,
          financeFilter(days, supplier?.id),
          signal,
        );
        return {
          figures: financeMonth(rows, days, workflow),
          reading: { read: rows.length, total, complete },
        };
      }}
      build={(figures, monthLabel) =>
        financeReport(figures, financeLabels(translate, monthLabel, supplier?.name))
      }
    />
  );
}
