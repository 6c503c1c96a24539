import { describe, expect, it } from 'vitest';
import { SingleFlight } from './singleFlight';

/** A write held open until the test lets it answer, counting how often it was sent. */
function heldWrite() {
  const sent: number[] = [];
  const answers: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const write = () => {
    sent.push(sent.length + 1);
    return new Promise<string>((resolve, reject) => answers.push({ resolve, reject }));
  };
  return { write, sent, answers };
}

describe('SingleFlight', () => {
  it('sends one write for two calls in the same moment, and answers both with its outcome', async () => {
    const flight = new SingleFlight<string>();
    const { write, sent, answers } = heldWrite();
    const first = flight.run(write);
    const second = flight.run(write);
    expect(sent).toHaveLength(1);
    expect(flight.busy).toBe(true);
    answers[0].resolve('saved');
    await expect(first).resolves.toBe('saved');
    await expect(second).resolves.toBe('saved');
    expect(sent).toHaveLength(1);
  });

  it('sends again once the write has settled', async () => {
    const flight = new SingleFlight<string>();
    const { write, sent, answers } = heldWrite();
    const first = flight.run(write);
    answers[0].resolve('one');
    await first;
    expect(flight.busy).toBe(false);
    const again = flight.run(write);
    expect(sent).toHaveLength(2);
    answers[1].resolve('two');
    await expect(again).resolves.toBe('two');
  });

  it('sends again after a failure, and a call that joined the failed write hears the failure', async () => {
    const flight = new SingleFlight<string>();
    const { write, sent, answers } = heldWrite();
    const first = flight.run(write);
    const joined = flight.run(write);
    answers[0].reject(new Error('refused'));
    await expect(first).rejects.toThrow('refused');
    await expect(joined).rejects.toThrow('refused');
    expect(flight.busy).toBe(false);
    void flight.run(write);
    expect(sent).toHaveLength(2);
  });

  it('takes a write that throws before its first await as a failure, and is free again after it', async () => {
    const flight = new SingleFlight<string>();
    await expect(
      flight.run(() => {
        throw new Error('no session');
      }),
    ).rejects.toThrow('no session');
    expect(flight.busy).toBe(false);
    await expect(flight.run(() => Promise.resolve('sent'))).resolves.toBe('sent');
  });

  it('is taken before the write starts: a write that calls again while starting sends nothing more', async () => {
    const flight = new SingleFlight<string>();
    let sent = 0;
    const write = (): Promise<string> => {
      sent += 1;
      if (sent === 1) void flight.run(write);
      return Promise.resolve('once');
    };
    await flight.run(write);
    expect(sent).toBe(1);
  });

  it('is free when the caller hears the outcome, so its follow-up may write again', async () => {
    const flight = new SingleFlight<string>();
    const { write, sent, answers } = heldWrite();
    const followUp = flight.run(write).then(() => flight.busy);
    answers[0].resolve('done');
    await expect(followUp).resolves.toBe(false);
    expect(sent).toHaveLength(1);
  });

  it('tells when it becomes busy and free, once each per write', async () => {
    const heard: boolean[] = [];
    const flight = new SingleFlight<string>((busy) => heard.push(busy));
    const { write, answers } = heldWrite();
    const first = flight.run(write);
    void flight.run(write);
    expect(heard).toEqual([true]);
    answers[0].resolve('done');
    await first;
    expect(heard).toEqual([true, false]);
  });
});
