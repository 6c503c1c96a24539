import { Alert, Stack } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { RetryAlert } from '../../layout/RetryAlert';
import { isReadingCancelled } from '../shared/finance/readingProgress';
import { ReadingStatus } from '../shared/finance/ReadingStatus';
import type { ReadingProgress } from '../shared/finance/statement';
import { useWholeReading } from '../shared/finance/useWholeReading';
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
 * A report of a month, loaded and shown: the downloads, then the reading's progress (with a
 * Cancel once it takes long), the error with a retry, the "nothing this month" note, or the
 * summary and the per-day table. A cancelled reading shows no figure, only that it was cancelled.
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
  /**
   * Reads the month's records and adds them up; only the figures are kept, not the records. It
   * tells how far it has come, and stops when `signal` aborts.
   */
  read: (
    days: MonthDays,
    signal: AbortSignal,
    onProgress: ReadingProgress,
  ) => Promise<{ figures: Figures; reading: Reading }>;
  /** The report in the interface language, from the figures and the month's name. */
  build: (figures: Figures, monthLabel: string) => MonthReport<Day>;
  /** The personal data the PDF prints, for the staff log's entry written first; none: no entry. */
  printLog?: PrintLog;
}) {
  const translate = useTranslate();
  const [locale = 'th'] = useLocaleState();
  const {
    query,
    reading: progress,
    cancel,
  } = useWholeReading({
    queryKey: ['reports', month, ...queryKey],
    read: (signal, onProgress) => read(daysOfMonth(month), signal, onProgress),
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
      <ReadingStatus
        reading={progress}
        error={query.error}
        onCancel={cancel}
        onRetry={() => void query.refetch()}
      />
      {isReadingCancelled(query.error) ? null : query.isError ? (
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
