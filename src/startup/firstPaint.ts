const PAINT_REPORT_WAIT_MS = 500;

let reportPainted: () => void = () => undefined;

/**
 * For what the first page does not draw with: fetched before, it slowed the page. It waits for the
 * app's first commit however long that takes. A timer counted from the page's start instead fetched
 * the demo before the sign-in form on a loaded machine (docs/performance.md, "Stress run"); a first
 * render that fails draws no page that could use what waits here.
 */
export const firstPaint = new Promise<void>((resolve) => {
  reportPainted = resolve;
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
