/** The latest the first page is waited for (a first render that failed draws nothing to wait for). */
const FIRST_PAINT_WAIT_MS = 2000;

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

/**
 * Called once the first page is committed (the app's first effect): the frame that paints it comes
 * with the next animation frame; the frame after it comes once that one is on screen (the main
 * thread's part of a paint ends before the screen shows it).
 */
export function reportFirstCommit(): void {
  requestAnimationFrame(() => requestAnimationFrame(() => reportPainted()));
}
