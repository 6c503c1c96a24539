import { Alert, LinearProgress, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { RetryAlert } from '../../layout/RetryAlert';
import { DayTable } from './DayTable';
import { ReportDownloads, type PrintLog } from './ReportDownloads';
import { ReportSummary } from './ReportSummary';
import type { MonthReport } from './reportModel';
import { daysOfMonth, monthName, type MonthDays } from './reportMonth';
import { errorText } from '../../api/serverErrors';

/** How much of what the filter matches was read (reading stops at a limit). */
export interface Reading {
  read: number;
  total: number;
  complete: boolean;
}

/**
 * A report of a month, loaded and shown: the downloads, then a progress bar, the error with a
 * retry, the "nothing this month" note, or the summary and the per-day table.
 */
export function MonthReportView<Figures, Day extends { day: string }>({
  queryKey,
  month,
  read,
  build,
  printLog,
}: {
  /** What the figures depend on, besides the month. */
  queryKey: readonly unknown[];
  month: string;
  /** Reads the month's records and adds them up; only the figures are kept, not the records. */
  read: (days: MonthDays, signal: AbortSignal) => Promise<{ figures: Figures; reading: Reading }>;
  /** The report in the interface language, from the figures and the month's name. */
  build: (figures: Figures, monthLabel: string) => MonthReport<Day>;
  /** The personal data the PDF prints, for the staff log's entry written first; none: no entry. */
  printLog?: PrintLog;
}) {
  const translate = useTranslate();
  const [locale = 'th'] = useLocaleState();
  const query = useQuery({
    queryKey: ['reports', month, ...queryKey],
    queryFn: ({ signal }) => read(daysOfMonth(month), signal),
  });
  const monthLabel = monthName(month, locale);
  const report = query.data && build(query.data.figures, monthLabel);
  const reading = query.data?.reading;
  return (
    <Stack spacing={2}>
      <ReportDownloads
        report={report}
        disabled={query.isFetching || !report || report.empty}
        printLog={printLog}
      />
      {query.isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {query.isError ? (
        <RetryAlert
          message={translate('resources.reports.state.failed', {
            message: errorText(query.error, translate),
          })}
          onRetry={() => void query.refetch()}
          testId="report-error"
        />
      ) : report?.empty ? (
        <Alert severity="info" data-testid="report-empty">
          {translate('resources.reports.state.empty', { month: monthLabel })}
        </Alert>
      ) : report ? (
        <>
          {reading && !reading.complete && (
            <Alert severity="warning">
              {translate('resources.reports.state.partial', { count: reading.read, total: reading.total })}
            </Alert>
          )}
          {report.warnings?.map((warning) => (
            <Alert key={warning} severity="warning" data-testid="report-warning">
              {warning}
            </Alert>
          ))}
          <ReportSummary sections={report.sections} />
          <DayTable report={report} />
        </>
      ) : null}
    </Stack>
  );
}
