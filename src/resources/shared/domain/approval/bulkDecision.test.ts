import { describe, expect, it } from 'vitest';
import { BulkDecider, stillSelected, tally, type DecisionOutcome } from './bulkDecision';

/** A call the test answers when it wants: what a slow service does. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('a bulk licence decision', () => {
  it('sends one call per request in turn; one failing in the middle does not stop the others', async () => {
    const sent: number[] = [];
    const told: [number, DecisionOutcome][] = [];
    const outcomes = await new BulkDecider<number>().run([11, 12, 13], {
      send: async (id) => {
        sent.push(id);
        if (id === 12) throw new Error('ใบอนุญาตถูกแก้ไขโดยผู้อื่น');
      },
      waiting: () => true,
      onOutcome: (id, outcome) => told.push([id, outcome]),
    });
    expect(sent).toEqual([11, 12, 13]);
    expect(told).toEqual([
      [11, { state: 'done' }],
      [12, { state: 'failed', message: 'ใบอนุญาตถูกแก้ไขโดยผู้อื่น' }],
      [13, { state: 'done' }],
    ]);
    expect(stillSelected(outcomes!)).toEqual([12]);
    expect(tally(outcomes!)).toEqual({ done: 2, failed: 1 });
  });

  it('does nothing on a second press while the first is sending', async () => {
    const sent: number[] = [];
    const first = deferred();
    const decider = new BulkDecider<number>();
    const options = {
      send: async (id: number) => {
        sent.push(id);
        await first.promise;
      },
      waiting: () => true,
    };
    const running = decider.run([1, 2], options);
    expect(decider.busy).toBe(true);
    expect(await decider.run([1, 2], options)).toBeUndefined();
    first.resolve();
    expect([...(await running)!.values()]).toEqual([{ state: 'done' }, { state: 'done' }]);
    expect(sent).toEqual([1, 2]);
    expect(decider.busy).toBe(false);
  });

  it('never sends a request again once decided, nor one that no longer waits; a failed one may be tried again', async () => {
    const sent: string[] = [];
    const decider = new BulkDecider<string>();
    let refuse = true;
    const options = {
      send: async (id: string) => {
        sent.push(id);
        if (id === 'b' && refuse) throw new Error('busy');
      },
      waiting: (id: string) => id !== 'd',
    };
    await decider.run(['a', 'b', 'c', 'd'], options);
    expect(sent).toEqual(['a', 'b', 'c']);
    refuse = false;
    const again = await decider.run(['a', 'b', 'c', 'd'], options);
    expect(sent).toEqual(['a', 'b', 'c', 'b']);
    expect(Object.fromEntries(again!)).toEqual({
      a: { state: 'skipped' },
      b: { state: 'done' },
      c: { state: 'skipped' },
      d: { state: 'skipped' },
    });
    expect(stillSelected(again!)).toEqual([]);
  });

  it('sends a request named twice in the selection once', async () => {
    const sent: number[] = [];
    await new BulkDecider<number>().run([5, 5, 6], {
      send: async (id) => sent.push(id),
      waiting: () => true,
    });
    expect(sent).toEqual([5, 6]);
  });

  it('reports a failure without a message as a server failure, and is free again after it', async () => {
    const decider = new BulkDecider<number>();
    const outcomes = await decider.run([1], {
      send: () => Promise.reject(new Error('')),
      waiting: () => true,
    });
    expect(outcomes!.get(1)).toEqual({ state: 'failed', message: 'app.error.server_error' });
    expect(decider.busy).toBe(false);
  });
});
