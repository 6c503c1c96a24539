// A long reading of a whole list shows its progress with a Cancel, and never a part as the whole.

export interface ReadCount {
  read: number;
  total?: number;
}

/** A reading that ends sooner shows no numbers and no Cancel: a panel that flashes is noise. */
export const PROGRESS_DELAY_MS = 600;

export interface ReadingMessage {
  key: string;
  args: Record<string, string>;
}

export type ReadingView =
  | { kind: 'quiet' }
  /** `percent` when the service gave a total. */
  | { kind: 'reading'; percent?: number; message: ReadingMessage }
  | { kind: 'cancelled'; message: ReadingMessage };

/** Keeps what was read until then, for the message. */
export class ReadingCancelled extends Error {
  constructor(readonly at: ReadCount) {
    super('app.reading.cancelled');
    this.name = 'ReadingCancelled';
  }
}

export const isReadingCancelled = (error: unknown): error is ReadingCancelled =>
  error instanceof ReadingCancelled;

const knownTotal = ({ total }: ReadCount) => (total !== undefined && total > 0 ? total : undefined);

export function readingView(
  state: { reading?: ReadCount; late: boolean; error?: unknown },
  count: (value: number) => string,
): ReadingView {
  const { reading, late, error } = state;
  if (reading) {
    if (!late) return { kind: 'quiet' };
    const total = knownTotal(reading);
    return total === undefined
      ? {
          kind: 'reading',
          message: { key: 'app.reading.progress_unknown', args: { read: count(reading.read) } },
        }
      : {
          kind: 'reading',
          percent: Math.min(100, Math.floor((100 * reading.read) / total)),
          message: { key: 'app.reading.progress', args: { read: count(reading.read), total: count(total) } },
        };
  }
  if (isReadingCancelled(error)) {
    const total = knownTotal(error.at);
    return {
      kind: 'cancelled',
      message:
        total === undefined
          ? { key: 'app.reading.cancelled_unknown', args: { read: count(error.at.read) } }
          : { key: 'app.reading.cancelled', args: { read: count(error.at.read), total: count(total) } },
    };
  }
  return { kind: 'quiet' };
}

/** After `cancel` the result rejects, whatever `read` answered meanwhile: a part is never taken for the whole. */
export function startReading<T>(
  read: (signal: AbortSignal, onProgress: (read: number, total: number | undefined) => void) => Promise<T>,
  signal: AbortSignal | undefined,
  onProgress: (count: ReadCount) => void,
): { result: Promise<T>; cancel: () => void } {
  const controller = new AbortController();
  let byPerson = false;
  let last: ReadCount = { read: 0 };
  const follow = () => controller.abort(signal?.reason);
  if (signal?.aborted) follow();
  else signal?.addEventListener('abort', follow);
  const run = async () => {
    try {
      const answer = await read(controller.signal, (read, total) => {
        last = { read, total };
        if (!controller.signal.aborted) onProgress(last);
      });
      if (byPerson) throw new ReadingCancelled(last);
      return answer;
    } catch (error) {
      if (byPerson) throw new ReadingCancelled(last);
      throw error;
    } finally {
      signal?.removeEventListener('abort', follow);
    }
  };
  return {
    result: run(),
    cancel: () => {
      if (controller.signal.aborted) return;
      byPerson = true;
      controller.abort();
    },
  };
}
