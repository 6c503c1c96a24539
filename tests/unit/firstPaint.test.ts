import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const FRAME_MS = 16;

/** A fresh copy of the module: its promise is made once per page. */
async function freshFirstPaint() {
  vi.resetModules();
  return import('../../src/firstPaint');
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

describe('firstPaint', () => {
  it('resolves two frames after the first commit: the frame that paints it, then the next', async () => {
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

  it('resolves after two seconds when nothing was committed (a first render that failed)', async () => {
    const { firstPaint } = await freshFirstPaint();
    const painted = settledYet(firstPaint);
    await vi.advanceTimersByTimeAsync(1999);
    expect(painted()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(painted()).toBe(true);
  });
});
