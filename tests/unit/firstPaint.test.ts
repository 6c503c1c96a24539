import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const FRAME_MS = 16;

/** A fresh copy of the module: its promise is made once per page. */
async function freshFirstPaint() {
  vi.resetModules();
  return import('../../src/startup/firstPaint');
}

function settledYet(promise: Promise<unknown>): () => boolean {
  let settled = false;
  void promise.then(() => (settled = true));
  return () => settled;
}

beforeEach(() => {
  vi.useFakeTimers();
  // Node has no frames: one every 16 ms, as a screen's.
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
    setTimeout(() => callback(performance.now()), FRAME_MS),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A browser that announces its largest paints: the test hands it the entries. */
function stubLargestPaintReports() {
  const observers: { report: (startTimes: number[]) => void; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    private readonly own: (typeof observers)[number];
    constructor(callback: (list: { getEntries: () => { startTime: number }[] }) => void) {
      this.own = {
        report: (startTimes) => {
          if (!this.own.disconnected)
            callback({ getEntries: () => startTimes.map((startTime) => ({ startTime })) });
        },
        disconnected: false,
      };
      observers.push(this.own);
    }
    observe() {}
    disconnect() {
      this.own.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return (startTimes: number[]) => observers.forEach((observer) => observer.report(startTimes));
}

describe('firstPaint', () => {
  it('where the browser announces its largest paints, resolves on the first one made after the commit', async () => {
    const reportPaints = stubLargestPaintReports();
    const { firstPaint, reportFirstCommit } = await freshFirstPaint();
    const painted = settledYet(firstPaint);
    await vi.advanceTimersByTimeAsync(300);
    const committedAt = performance.now();
    reportFirstCommit();
    // the loading page's paint, announced late: made before the commit
    reportPaints([committedAt - 200]);
    await vi.advanceTimersByTimeAsync(100);
    expect(painted()).toBe(false);
    reportPaints([committedAt + 40]);
    await vi.advanceTimersByTimeAsync(0);
    expect(painted()).toBe(true);
  });

  it('without a larger paint after the commit, resolves half a second after it', async () => {
    stubLargestPaintReports();
    const { firstPaint, reportFirstCommit } = await freshFirstPaint();
    const painted = settledYet(firstPaint);
    reportFirstCommit();
    await vi.advanceTimersByTimeAsync(499);
    expect(painted()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(painted()).toBe(true);
  });

  it('elsewhere, resolves two frames after the first commit: the frame that paints it, then the next', async () => {
    const { firstPaint, reportFirstCommit } = await freshFirstPaint();
    const painted = settledYet(firstPaint);
    await vi.advanceTimersByTimeAsync(500);
    expect(painted()).toBe(false);
    reportFirstCommit();
    await vi.advanceTimersByTimeAsync(FRAME_MS);
    expect(painted()).toBe(false);
    await vi.advanceTimersByTimeAsync(FRAME_MS);
    expect(painted()).toBe(true);
  });

  it('waits for the first commit however late a loaded machine makes it', async () => {
    stubLargestPaintReports();
    const { firstPaint, reportFirstCommit } = await freshFirstPaint();
    const painted = settledYet(firstPaint);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(painted()).toBe(false);
    reportFirstCommit();
    await vi.advanceTimersByTimeAsync(500);
    expect(painted()).toBe(true);
  });
});
