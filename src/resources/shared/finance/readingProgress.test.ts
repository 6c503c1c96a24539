import type { DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ReadingCancelled, readingView, startReading, type ReadCount } from './readingProgress';
import { readStatement } from './statement';

const count = (value: number) => value.toLocaleString('en-US');

describe('what a long reading shows', () => {
  it('shows no numbers and no Cancel before it is late', () => {
    expect(readingView({ reading: { read: 1200, total: 2500 }, late: false }, count)).toEqual({
      kind: 'quiet',
    });
  });

  it('says "read 1,200 of 2,500" with a determinate share when the service gave a total', () => {
    expect(readingView({ reading: { read: 1200, total: 2500 }, late: true }, count)).toEqual({
      kind: 'reading',
      percent: 48,
      message: { key: 'app.reading.progress', args: { read: '1,200', total: '2,500' } },
    });
  });

  it('says the rows read, with no share, when the total is not known (or is none)', () => {
    const unknown = {
      kind: 'reading',
      message: { key: 'app.reading.progress_unknown', args: { read: '300' } },
    };
    expect(readingView({ reading: { read: 300 }, late: true }, count)).toEqual(unknown);
    expect(readingView({ reading: { read: 300, total: 0 }, late: true }, count)).toEqual(unknown);
  });

  it('never shows more than the whole bar', () => {
    expect(readingView({ reading: { read: 30, total: 20 }, late: true }, count)).toMatchObject({
      percent: 100,
    });
  });

  it('after a Cancel says the figure was not completed, with how far it came', () => {
    expect(
      readingView({ late: false, error: new ReadingCancelled({ read: 1200, total: 2500 }) }, count),
    ).toEqual({
      kind: 'cancelled',
      message: { key: 'app.reading.cancelled', args: { read: '1,200', total: '2,500' } },
    });
    expect(readingView({ late: false, error: new ReadingCancelled({ read: 0 }) }, count)).toEqual({
      kind: 'cancelled',
      message: { key: 'app.reading.cancelled_unknown', args: { read: '0' } },
    });
  });

  it('shows the reading again once it is tried again, and nothing for another failure', () => {
    const error = new ReadingCancelled({ read: 100, total: 2500 });
    expect(readingView({ reading: { read: 0 }, late: false, error }, count)).toEqual({ kind: 'quiet' });
    expect(readingView({ late: false, error: new Error('app.error.network') }, count)).toEqual({
      kind: 'quiet',
    });
  });
});

/** A statement of `rows` pay-ins of ฿1 behind a 100-row page cap, that says which pages it was asked and with which signal. */
function cappedStatement(rows: number) {
  const asked: { page: number; signal?: AbortSignal }[] = [];
  let answerPage: (() => void) | undefined;
  const provider: Pick<DataProvider, 'getList'> = {
    getList: async (_resource, params) => {
      const { page, perPage } = params.pagination!;
      asked.push({ page, signal: params.signal });
      // Each page waits to be let through, as a slow service would.
      await new Promise<void>((resolve, reject) => {
        answerPage = resolve;
        params.signal?.addEventListener('abort', () => reject(params.signal!.reason));
      });
      const size = Math.min(perPage, 100);
      const from = (page - 1) * size;
      const data = Array.from({ length: Math.max(0, Math.min(size, rows - from)) }, (_, index) => ({
        id: from + index + 1,
        StartDateTime: '2026-11-01T10:00:00',
        Amount: 1,
        GrandtotalAmount: 1,
      }));
      return { data, total: rows } as never;
    },
  };
  /** Lets the page asked last be answered, then waits for the reading to take it in. */
  const answer = async () => {
    answerPage?.();
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { provider, asked, answer };
}

describe('a reading started with a Cancel', () => {
  it('a Cancel aborts the request in flight, asks no further page and ends with what was read, not a total', async () => {
    const { provider, asked, answer } = cappedStatement(2500);
    const seen: ReadCount[] = [];
    const started = startReading(
      (signal, onProgress) => readStatement(provider, {}, signal, onProgress),
      undefined,
      (reached) => seen.push(reached),
    );
    await answer();
    await answer();
    await answer();
    expect(seen.map((reached) => reached.read)).toEqual([100, 200, 300]);
    started.cancel();
    await expect(started.result).rejects.toBeInstanceOf(ReadingCancelled);
    await expect(started.result).rejects.toMatchObject({ at: { read: 300, total: 2500 } });
    expect(asked).toHaveLength(4);
    expect(asked[3].signal?.aborted).toBe(true);
  });

  it('is cancelled even when the reading ignored its signal and answered: a part is never the figure', async () => {
    let finish: (value: string) => void = () => undefined;
    const started = startReading(
      (_signal, onProgress) =>
        new Promise<string>((resolve) => {
          onProgress(100, 2500);
          finish = resolve;
        }),
      undefined,
      () => undefined,
    );
    started.cancel();
    finish('a total of the first 100 rows');
    await expect(started.result).rejects.toBeInstanceOf(ReadingCancelled);
  });

  it('a screen left (its own signal) stops the reading without calling it a Cancel', async () => {
    const { provider, answer } = cappedStatement(2500);
    const left = new AbortController();
    const started = startReading(
      (signal, onProgress) => readStatement(provider, {}, signal, onProgress),
      left.signal,
      () => undefined,
    );
    await answer();
    left.abort();
    const error: unknown = await started.result.catch((reason: unknown) => reason);
    expect(error).not.toBeInstanceOf(ReadingCancelled);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('without a Cancel ends with every row', async () => {
    const { provider, asked, answer } = cappedStatement(250);
    const started = startReading(
      (signal, onProgress) => readStatement(provider, {}, signal, onProgress),
      undefined,
      () => undefined,
    );
    for (let page = 0; page < 3; page += 1) await answer();
    await expect(started.result).resolves.toMatchObject({ total: 250, complete: true });
    expect(asked.map(({ page }) => page)).toEqual([1, 2, 3]);
  });
});
