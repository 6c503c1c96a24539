/**
 * What a long reading of a whole list shows (the finance views, the monthly reports, the
 * dashboard's 30-day charts; statement.ts reads): nothing at first, then, once it takes long, how
 * far it has come with a Cancel; a cancelled one says its figure was not completed, and shows no
 * part of it as a whole. Plain functions, no React: the screens and the tests run the same.
 */

/** How far a reading has come: rows read, and the total the service gave (when it gave one). */
export interface ReadCount {
  read: number;
  total?: number;
}

/** A reading that ends sooner shows no numbers and no Cancel: a panel that flashes is noise. */
export const PROGRESS_DELAY_MS = 600;

/** A text to translate, with its arguments already written as numbers are read. */
export interface ReadingMessage {
  key: string;
  args: Record<string, string>;
}

export type ReadingView =
  /** Not reading, or not for long yet: at most a bar without numbers. */
  | { kind: 'quiet' }
  /** `percent` when the service gave a total (a determinate bar), none otherwise. */
  | { kind: 'reading'; percent?: number; message: ReadingMessage }
  | { kind: 'cancelled'; message: ReadingMessage };

/** The error a reading cancelled by the person ends with: what was read until then, kept for the message. */
export class ReadingCancelled extends Error {
  constructor(readonly at: ReadCount) {
    super('app.reading.cancelled');
    this.name = 'ReadingCancelled';
  }
}

export const isReadingCancelled = (error: unknown): error is ReadingCancelled =>
  error instanceof ReadingCancelled;

/** A total worth dividing by: given, and more than nothing. */
const knownTotal = ({ total }: ReadCount) => (total !== undefined && total > 0 ? total : undefined);

/**
 * What to show: the progress of a reading under way once it is `late` ("read 1,200 of 2,500"
 * when the total is known, the rows read otherwise); else, after a Cancel, that the figure was
 * not completed; else nothing. `count` writes a number as the interface language does.
 */
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

/**
 * A reading started: `read` gets a signal that `signal` (a screen left, a new key) or `cancel`
 * (the person's Cancel) aborts, and tells how far it has come. After `cancel` the result rejects
 * with ReadingCancelled and what was read until then, whatever `read` answered meanwhile: a part
 * is never taken for the whole.
 */
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
