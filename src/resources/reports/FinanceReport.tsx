import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { useAppConfig } from '../../config/ConfigContext';
import { readStatement } from '../shared/finance/statement';
import { financeFilter, financeMonth, financeReport } from './financeReportModel';
import { MonthReportView } from './MonthReportView';
import type { ReportChoice } from './ReportChoices';
import { financeLabels } from './reportLabels';

/**
 * The monthly finance report: the month's statement (of one supplier when chosen), added up; a
 * supplier's report names it (tax id, branch) and lists its withdrawals with their approvers.
 */
export function FinanceReport({ choice }: { choice: ReportChoice }) {
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const [locale = 'th'] = useLocaleState();
  const { workflow, documents } = useAppConfig();
  const { supplier } = choice;
  return (
    <MonthReportView
      queryKey={['finance', supplier?.id ?? '']}
      month={choice.month}
      read={async (days, signal, onProgress) => {
        const { rows, total, complete } = await readStatement(
          dataProvider,
          financeFilter(days, supplier?.id),
          signal,
          onProgress,
        );
        return {
          figures: financeMonth(rows, days, workflow, documents),
          reading: { read: rows.length, total, complete },
        };
      }}
      build={(figures, monthLabel) =>
        financeReport(figures, financeLabels(translate, monthLabel, supplier, locale))
      }
      // A supplier's tax id on paper is a print of its data: the staff log has it first.
      printLog={
        supplier?.taxId
          ? { partnerId: supplier.id, partnerName: supplier.name, fields: ['TaxId'] }
          : undefined
      }
    />
  );
}
