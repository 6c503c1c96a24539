import type { TranslateFunction } from 'react-admin';
import { describe, expect, it } from 'vitest';
import en from '../../../../seller-products/texts.en';
import { parseCsv } from '../../../files/export/csvRead';
import { resourceLookup } from './headers';
import { dryRun } from './dryRun';
import { resultCsv, resultLines } from './resultFile';
import { RowSender, type SendOutcome } from './rowSender';
import { uploadWordsOf } from './useUploadWords';

const lookup = resourceLookup('seller-products', en);
const translate = ((key: string, options?: Record<string, unknown>) =>
  (lookup(key) ?? String(options?._ ?? key)).replace(/%\{(\w+)\}/g, (_, name: string) =>
    String(options?.[name]),
  )) as TranslateFunction;

describe('RowSender', () => {
  it('sends each row once in order, a failure with its message, and not again on a second run', async () => {
    const sender = new RowSender();
    const sent: number[] = [];
    const options = {
      key: (row: number) => row,
      send: async (row: number) => {
        sent.push(row);
        if (row === 3) throw new Error('Quantity must be 0 or more');
      },
      messageOf: (error: unknown) => (error as Error).message,
    };
    const first = await sender.run([2, 3, 4], options);
    expect([...first!]).toEqual([
      [2, { state: 'done' }],
      [3, { state: 'failed', message: 'Quantity must be 0 or more' }],
      [4, { state: 'done' }],
    ]);
    expect([...(await sender.run([2, 3, 4, 5], options))!]).toEqual([[5, { state: 'done' }]]);
    expect(sent).toEqual([2, 3, 4, 5]);
  });

  it('stops before the next row once cancelled, and refuses a second run while one goes', async () => {
    const sender = new RowSender();
    const controller = new AbortController();
    let release: () => void = () => undefined;
    const sent: number[] = [];
    const running = sender.run([1, 2, 3], {
      key: (row) => row,
      send: (row) => {
        sent.push(row);
        return new Promise<void>((resolve) => (release = resolve));
      },
      messageOf: String,
      signal: controller.signal,
    });
    expect(await sender.run([1], { key: (row) => row, send: async () => undefined, messageOf: String })).toBe(
      undefined,
    );
    controller.abort();
    release();
    expect([...(await running)!]).toEqual([[1, { state: 'done' }]]);
    expect(sent).toEqual([1]);
    expect(sender.hasSent(2)).toBe(false);
  });
});

describe('the result file', () => {
  const products = [
    { id: 1, ProductName: 'Rice', ProductStatus: 'ACTIVE', Quantity: 10, UnitPrice: 100 },
    { id: 2, ProductName: 'Eggs', ProductStatus: 'ACTIVE', Quantity: 5, UnitPrice: 4.5 },
    { id: 3, ProductName: 'Salt', ProductStatus: 'ACTIVE', Quantity: 1, UnitPrice: 9 },
  ];
  const plan = dryRun(
    parseCsv('SupplierProductDetailId,UnitPrice\n1,120\n2,5\n3,9.5\n4,1\n'),
    products,
    uploadWordsOf([en]),
  );
  if (!('rows' in plan)) throw new Error('no plan');

  it('says of each row: done, failed with the reason, skipped with why', () => {
    const outcomes = new Map<number, SendOutcome>([
      [2, { state: 'done' }],
      [3, { state: 'failed', message: 'UnitPrice must be 0 or more' }],
    ]);
    const lines = resultLines(plan.rows, outcomes, translate);
    expect(lines.map((line) => [line.row, line.id, line.result, line.reason])).toEqual([
      [2, '1', 'done', ''],
      [3, '2', 'failed', 'UnitPrice must be 0 or more'],
      [4, '3', 'skipped', 'Not sent: stopped before this row'],
      [5, '', 'skipped', 'No product matches'],
    ]);
    expect(lines[0].note).toBe('Unit price: 100.00 → 120.00');
  });

  it('is a spreadsheet-safe CSV with worded headers', () => {
    const lines = resultLines(plan.rows, new Map([[2, { state: 'done' } as const]]), translate);
    const text = resultCsv(lines.slice(0, 1), translate);
    expect(text).toBe(
      '\uFEFFRow,Product line id,Product name,Change or problem,Result,Reason\r\n' +
        '2,1,Rice,Unit price: 100.00 → 120.00,Done,\r\n',
    );
  });
});
