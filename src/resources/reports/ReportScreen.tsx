import { Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { FinanceReport } from './FinanceReport';
import { OrdersReport } from './OrdersReport';
import { ReportChoices, type ReportChoice } from './ReportChoices';
import { monthOf, monthProblem } from './reportMonth';

/**
 * `/report` (and the old `/report/components/ExportPDF`): a month's finance or orders report, on
 * screen and as CSV and PDF. The choices live here, so a failed load or a switch of report keeps them.
 */
export default function ReportScreen() {
  const translate = useTranslate();
  const currentMonth = monthOf(new Date());
  const [choice, setChoice] = useState<ReportChoice>({ kind: 'finance', month: currentMonth, status: '' });
  const problem = monthProblem(choice.month, currentMonth);
  return (
    <Stack spacing={2} sx={{ p: 2 }} data-testid="report-screen">
      <Title title="resources.reports.title" />
      <Typography variant="h6" component="h2">
        {translate('resources.reports.title')}
      </Typography>
      <ReportChoices choice={choice} currentMonth={currentMonth} problem={problem} onChange={setChoice} />
      {problem ? null : choice.kind === 'finance' ? (
        <FinanceReport choice={choice} />
      ) : (
        <OrdersReport choice={choice} />
      )}
    </Stack>
  );
}
