/** A first render that failed draws nothing to wait for. */
const FIRST_PAINT_WAIT_MS = 2000;

const PAINT_REPORT_WAIT_MS = 500;

let reportPainted: () => void = () => undefined;

/** For what the first page does not draw with: fetched before, it slowed the page. */
export const firstPaint = new Promise<void>((resolve) => {
  reportPainted = resolve;
  setTimeout(resolve, FIRST_PAINT_WAIT_MS);
});

const largestPaintAnnounced = () =>
  typeof PerformanceObserver !== 'undefined' &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint');

/** The first largest paint after the commit, else two animation frames: a commit is not yet on screen. */
export function reportFirstCommit(): void {
  if (!largestPaintAnnounced()) {
    requestAnimationFrame(() => requestAnimationFrame(() => reportPainted()));
    return;
  }
  const committedAt = performance.now();
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => entry.startTime >= committedAt)) painted();
  });
  const timer = setTimeout(painted, PAINT_REPORT_WAIT_MS);
  function painted() {
    observer.disconnect();
    clearTimeout(timer);
    reportPainted();
  }
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
}
