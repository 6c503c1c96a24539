/** The latest the first page is waited for (a first render that failed draws nothing to wait for). */
const FIRST_PAINT_WAIT_MS = 2000;

/** The latest a committed page's paint is waited for, should the browser announce no larger paint. */
const PAINT_REPORT_WAIT_MS = 500;

let reportPainted: () => void = () => undefined;

/**
 * Resolves once the app's first page is on screen. For what that page does not draw with (the demo
 * backend's code on the sign-in page): fetched before, it shared a slow connection and the main
 * thread with what the page draws, and the page came later.
 */
export const firstPaint = new Promise<void>((resolve) => {
  reportPainted = resolve;
  setTimeout(resolve, FIRST_PAINT_WAIT_MS);
});

const largestPaintAnnounced = () =>
  typeof PerformanceObserver !== 'undefined' &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint');

/**
 * Called once the first page is committed (the app's first effect). Where the browser announces its
 * largest paints, the page is on screen when it announces one made after the commit (the main
 * thread's part of a paint ends tens of milliseconds before the screen shows it); elsewhere, two
 * animation frames later: the frame that paints it, then the next.
 */
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
