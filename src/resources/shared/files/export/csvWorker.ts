/**
 * The export's CSV writer off the page's thread: each message is a page of cells, each answer the
 * page's CSV as a Blob (docs/performance.md, "Exports"), so quoting, joining and encoding tens of
 * thousands of rows never holds up the tab.
 */
import { csvRowsText } from './csv';
import type { CsvWorkerAnswer, CsvWorkerAsk } from './csvFormatter';

// The app's TypeScript knows the page's globals, not a worker's: the two calls used here.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CsvWorkerAsk>) => void) | null;
  postMessage(message: CsvWorkerAnswer): void;
};

scope.onmessage = ({ data }) => {
  try {
    const blob = new Blob([csvRowsText(data.rows, data.decimals)], { type: 'text/csv;charset=utf-8' });
    scope.postMessage({ id: data.id, blob });
  } catch (error) {
    scope.postMessage({ id: data.id, error: error instanceof Error ? error.message : String(error) });
  }
};
