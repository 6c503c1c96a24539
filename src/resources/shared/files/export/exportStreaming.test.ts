import type { RaRecord, TranslateFunction } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { ExportColumn } from './columns';
import { csvHeaderText, csvRowsText, toCsvCell } from './csv';
import { inlineCsvFormatter } from './csvFormatter';
import { downloadSink, fileSink, type CsvSink, type WritableFile } from './csvSink';
import { exportList, type ListExportOptions } from './listExporter';
import { afterPage, pagingShortfall, startPaging, type PageAsk } from './pagingPlan';

const translate: TranslateFunction = (key: string) =>
  ({ 'resources.items.fields.id': 'รหัส', 'resources.items.fields.name': 'ชื่อ' })[key] ?? key;
const columns: ExportColumn[] = [{ source: 'id' }, { source: 'name' }];

/** Rows 1..n named in Thai. */
const rowsUpTo = (count: number): RaRecord[] =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `สินค้า ${index + 1}` }));

/**
 * A list service over `rows`: pages of the asked size, at most `cap` rows a page (page N of a capped
 * service starts at (N - 1) x the size it really uses), answering `total` (default: every row).
 */
function service(
  rows: RaRecord[],
  options: { cap?: number; total?: number | null; ignoresPage?: boolean } = {},
) {
  const asks: PageAsk[] = [];
  const getPage = vi.fn(async (ask: PageAsk) => {
    asks.push(ask);
    const size = Math.min(ask.perPage, options.cap ?? Infinity);
    const start = options.ignoresPage ? 0 : (ask.page - 1) * size;
    const total = options.total === null ? undefined : (options.total ?? rows.length);
    return { data: rows.slice(start, start + size), ...(total === undefined ? {} : { total }) };
  });
  return { asks, getPage };
}

/** A sink that keeps what it was given, and whether it saved or discarded. */
function recordingSink() {
  const parts: Blob[] = [];
  const events: string[] = [];
  const sink: CsvSink = {
    write: async (part) => {
      parts.push(part);
    },
    save: async () => {
      events.push('save');
    },
    discard: async () => {
      events.push('discard');
    },
  };
  const text = async () =>
    new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Blob(parts).arrayBuffer());
  return { sink, parts, events, text };
}

const run = (options: Partial<ListExportOptions> & Pick<ListExportOptions, 'getPage' | 'sink'>) =>
  exportList({
    resource: 'items',
    columns,
    translate,
    locale: 'th',
    getMany: async () => [],
    logExport: async () => undefined,
    formatter: inlineCsvFormatter(),
    ...options,
  });

describe('the paging plan of an export', () => {
  it('pages a capped service in the size it really answers, until the total', async () => {
    const { asks, getPage } = service(rowsUpTo(2500), { cap: 400 });
    const { sink, text } = recordingSink();
    const outcome = await run({ getPage, sink, pageSize: 1000 });
    expect(asks).toEqual([
      { page: 1, perPage: 1000 },
      { page: 2, perPage: 400 },
      { page: 3, perPage: 400 },
      { page: 4, perPage: 400 },
      { page: 5, perPage: 400 },
      { page: 6, perPage: 400 },
      { page: 7, perPage: 400 },
    ]);
    expect(outcome).toEqual({ status: 'saved', rows: 2500 });
    const lines = (await text()).split('\r\n');
    expect(lines[401]).toBe('401,สินค้า 401');
    expect(lines[2500]).toBe('2500,สินค้า 2500');
    expect(lines).toHaveLength(2502);
  });

  it('stops at a short page when the service gives no total', async () => {
    const { asks, getPage } = service(rowsUpTo(7), { total: null });
    const { sink, text } = recordingSink();
    const outcome = await run({ getPage, sink, pageSize: 3 });
    expect(asks).toEqual([
      { page: 1, perPage: 3 },
      { page: 2, perPage: 3 },
      { page: 3, perPage: 3 },
    ]);
    expect(outcome).toEqual({ status: 'saved', rows: 7 });
    expect(await text()).toBe(
      'รหัส,ชื่อ\r\n1,สินค้า 1\r\n2,สินค้า 2\r\n3,สินค้า 3\r\n4,สินค้า 4\r\n5,สินค้า 5\r\n6,สินค้า 6\r\n7,สินค้า 7\r\n'.replace(
        /^/,
        '\uFEFF',
      ),
    );
  });

  it('says so when the rows read and the total disagree at the end', async () => {
    // The service says 10 but has 6: its second page is short.
    const { getPage } = service(rowsUpTo(6), { total: 10 });
    const { sink, events } = recordingSink();
    const outcome = await run({ getPage, sink, pageSize: 4 });
    expect(outcome).toEqual({ status: 'saved', rows: 6, shortfall: { read: 6, total: 10 } });
    expect(events).toEqual(['save']);
  });

  it('stops at an empty page before the total', async () => {
    const { asks, getPage } = service(rowsUpTo(4), { total: 9 });
    const outcome = await run({ getPage, sink: recordingSink().sink, pageSize: 2 });
    expect(asks.map((ask) => ask.page)).toEqual([1, 2, 3]);
    expect(outcome).toEqual({ status: 'saved', rows: 4, shortfall: { read: 4, total: 9 } });
  });

  it('stops, keeping one copy, when the service answers every page with the first', async () => {
    const { asks, getPage } = service(rowsUpTo(9), { ignoresPage: true });
    const { sink, text } = recordingSink();
    const outcome = await run({ getPage, sink, pageSize: 3 });
    expect(asks.map((ask) => ask.page)).toEqual([1, 2]);
    expect(outcome).toEqual({ status: 'saved', rows: 3, shortfall: { read: 3, total: 9 } });
    expect(await text()).toBe('\uFEFFรหัส,ชื่อ\r\n1,สินค้า 1\r\n2,สินค้า 2\r\n3,สินค้า 3\r\n');
  });

  it('takes a cap from the first page only: a later short page ends the export', () => {
    let state = startPaging(10);
    state = afterPage(state, { count: 10, total: 50, firstId: 1 });
    expect(state.next).toEqual({ page: 2, perPage: 10 });
    state = afterPage(state, { count: 4, total: 50, firstId: 11 });
    expect(state.next).toBeUndefined();
    expect(pagingShortfall(state)).toEqual({ read: 14, total: 50 });
  });

  it('asks nothing more once the rows read reach the total', () => {
    const state = afterPage(startPaging(5), { count: 5, total: 5, firstId: 'a' });
    expect(state.next).toBeUndefined();
    expect(pagingShortfall(state)).toBeUndefined();
  });
});

describe('cancelling and failing an export', () => {
  it('a cancel stops the paging at once and saves nothing', async () => {
    const controller = new AbortController();
    let release: () => void = () => undefined;
    const getPage = vi.fn(async (ask: PageAsk) => {
      if (ask.page === 2) await new Promise<void>((resolve) => (release = resolve));
      return { data: rowsUpTo(6).slice((ask.page - 1) * 3, ask.page * 3), total: 6 };
    });
    const { sink, events } = recordingSink();
    const progress: number[] = [];
    const running = run({
      getPage,
      sink,
      pageSize: 3,
      signal: controller.signal,
      onProgress: ({ read }) => {
        progress.push(read);
        // Page 2 is on its way: the user cancels while it is.
        if (read === 3) setTimeout(() => controller.abort(), 0);
      },
    });
    await expect(running).resolves.toEqual({ status: 'cancelled' });
    release();
    expect(getPage).toHaveBeenCalledTimes(2);
    expect(progress).toEqual([3]);
    expect(events).toEqual(['discard']);
  });

  it('a failed page discards the file and tells why', async () => {
    const getPage = vi.fn(async (ask: PageAsk) => {
      if (ask.page === 2) throw new Error('ra.notification.http_error');
      return { data: rowsUpTo(3), total: 6 };
    });
    const { sink, events } = recordingSink();
    await expect(run({ getPage, sink, pageSize: 3 })).rejects.toThrow('ra.notification.http_error');
    expect(events).toEqual(['discard']);
  });

  it('a personal export whose log entry fails saves nothing, after reading every page', async () => {
    const { getPage } = service(
      [
        { id: 4, name: 'สมหญิง', email: 'somying@example.co.th' },
        { id: 'b9', name: 'สมชาย', email: 'somchai@example.co.th' },
      ],
      {},
    );
    const { sink, events } = recordingSink();
    const logExport = vi.fn(() => Promise.reject(new Error('the log is down')));
    const outcome = await run({
      getPage,
      sink,
      pageSize: 1,
      columns: [{ source: 'name' }, { source: 'email', personal: 'email' }],
      mayReveal: () => true,
      logExport,
    });
    expect(logExport).toHaveBeenCalledWith({ fields: ['email'], rowIds: [4, 'b9'] });
    expect(outcome).toMatchObject({ status: 'not-logged' });
    expect(events).toEqual(['discard']);
  });
});

describe('the CSV streaming writer', () => {
  it('starts the file with the BOM and the header row, quoted as RFC 4180 says', () => {
    expect(csvHeaderText(['รหัส', 'ชื่อ, เต็ม', 'คำว่า "ดี"'])).toBe('\uFEFFรหัส,"ชื่อ, เต็ม","คำว่า ""ดี"""\r\n');
  });

  it('writes Thai text as it is, quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(
      csvRowsText(
        [
          [1, 'น้ำปลา "ตราหอย"', '=SUM(A1)', -12.5, null],
          [2, 'บรรทัด\nที่สอง', 'ก,ข', 3, undefined],
        ],
        [undefined, undefined, undefined, 2, undefined],
      ),
    ).toBe(`1,"น้ำปลา ""ตราหอย""",'=SUM(A1),-12.50,\r\n2,"บรรทัด\nที่สอง","ก,ข",3.00,\r\n`);
  });

  it('hands cells a worker can receive: objects become their text, dates stay dates', () => {
    const day = new Date('2026-11-23T00:00:00Z');
    expect(toCsvCell({ toString: () => 'ข้อความ' })).toBe('ข้อความ');
    expect(toCsvCell(day)).toBe(day);
    expect(toCsvCell(true)).toBe(true);
  });

  it('hands the sink one part per page, never the whole file as one string', async () => {
    const { getPage } = service(rowsUpTo(5));
    const { sink, parts } = recordingSink();
    await run({ getPage, sink, pageSize: 2 });
    const texts = await Promise.all(parts.map((part) => part.arrayBuffer()));
    expect(texts.map((bytes) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes))).toEqual([
      '\uFEFFรหัส,ชื่อ\r\n',
      '1,สินค้า 1\r\n2,สินค้า 2\r\n',
      '3,สินค้า 3\r\n4,สินค้า 4\r\n',
      '5,สินค้า 5\r\n',
    ]);
    // The BOM is written as its UTF-8 bytes.
    expect([...new Uint8Array(texts[0]).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('downloads the parts as one Blob when saved, nothing when discarded', async () => {
    const download = vi.fn();
    const saved = downloadSink('items.csv', download);
    await saved.write(new Blob(['ก\r\n']));
    await saved.write(new Blob(['ข\r\n']));
    await saved.save();
    expect(download).toHaveBeenCalledTimes(1);
    const [blob, name] = download.mock.calls[0] as [Blob, string];
    expect(name).toBe('items.csv');
    expect(await blob.text()).toBe('ก\r\nข\r\n');
    const dropped = downloadSink('items.csv', download);
    await dropped.write(new Blob(['ค']));
    await dropped.discard();
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('streams into a chosen file, closed when saved and aborted (no file) when discarded', async () => {
    const calls: string[] = [];
    const file = (): WritableFile => ({
      write: async (data) => void calls.push(`write ${data.size}`),
      close: async () => void calls.push('close'),
      abort: async () => void calls.push('abort'),
    });
    const kept = fileSink(file());
    await kept.write(new Blob(['abc']));
    await kept.save();
    const dropped = fileSink(file());
    await dropped.write(new Blob(['de']));
    await dropped.discard();
    expect(calls).toEqual(['write 3', 'close', 'write 2', 'abort']);
  });
});
