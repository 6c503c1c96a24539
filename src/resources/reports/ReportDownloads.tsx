import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button, CircularProgress, Stack } from '@mui/material';
import { useSingleFlight } from '../../layout/useSingleFlight';
import { downloadCSV, useLocaleState, useTranslate, type Identifier } from 'react-admin';
import { usePrintAfterLog } from '../shared/files/documents/usePrintAfterLog';
import { useFailureNotification } from '../shared/ui/notifyFailure';
import { pdfLabels } from './reportLabels';
import { reportCsv, reportPdf, type MonthReport } from './reportModel';
import { useMayDo } from '../shared/ui/useMayDo';

const TEXTS = 'resources.reports.download';

/** Whose personal data a report's PDF prints, and which (wire field names). */
export interface PrintLog {
  partnerId: Identifier;
  partnerName: string;
  fields: string[];
}

/**
 * The report as a CSV file (the list exports' format and download) and as a PDF (the shared table
 * report, whose engine and Thai font are fetched only now, the first time someone asks for one).
 * A PDF that prints personal data (`printLog`) is made only once the staff log has its `PRINT`
 * entry; a failed entry means no file, and says why.
 */
export function ReportDownloads<Day extends { day: string }>({
  report,
  disabled,
  printLog,
}: {
  report?: MonthReport<Day>;
  disabled: boolean;
  printLog?: PrintLog;
}) {
  const translate = useTranslate();
  const [locale = 'th'] = useLocaleState();
  const pdfFailure = useFailureNotification(`${TEXTS}.pdf_failed`);
  // The print is logged first, a write: a second click while the PDF is made sends nothing.
  const { run, busy: makingPdf } = useSingleFlight();
  const mayExport = useMayDo('reports')('export');
  const printAfterLog = usePrintAfterLog(`${TEXTS}.log_failed`);

  async function downloadPdf(shown: MonthReport<Day>) {
    try {
      await printAfterLog(printLog && { action: 'PRINT', resource: 'reports', ...printLog }, async () => {
        const { exportTablePdf } = await import('../shared/files/pdf/exportTablePdf');
        await exportTablePdf(reportPdf(shown, pdfLabels(translate, locale, new Date())), shown.fileName);
      });
    } catch (error) {
      pdfFailure.onError(error);
    }
  }

  if (!mayExport) return null;
  return (
    <Stack direction="row" spacing={1}>
      <Button
        variant="outlined"
        size="small"
        startIcon={<DownloadIcon />}
        disabled={disabled || !report}
        onClick={() => report && downloadCSV(reportCsv(report), report.fileName)}
      >
        {translate(`${TEXTS}.csv`)}
      </Button>
      <Button
        variant="outlined"
        size="small"
        startIcon={
          makingPdf ? (
            <CircularProgress size={16} aria-label={translate(`${TEXTS}.pdf_working`)} />
          ) : (
            <PictureAsPdfIcon />
          )
        }
        disabled={disabled || !report || makingPdf}
        onClick={() => report && void run(() => downloadPdf(report))}
      >
        {translate(`${TEXTS}.pdf`)}
      </Button>
    </Stack>
  );
}
