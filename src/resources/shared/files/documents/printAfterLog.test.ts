import { describe, expect, it } from 'vitest';
import { printAfterLog } from './printAfterLog';

describe('printing a document with personal data', () => {
  it('writes the log entry first, then prints', async () => {
    const steps: string[] = [];
    const printed = await printAfterLog({
      entry: { action: 'PRINT', fields: ['TaxId'] },
      writeLog: async (entry) => {
        steps.push(`log ${entry.fields.join(',')}`);
      },
      refused: () => steps.push('refused'),
      print: async () => {
        steps.push('print');
      },
    });
    expect(printed).toBe(true);
    expect(steps).toEqual(['log TaxId', 'print']);
  });

  it('prints nothing when the log refuses the entry, and says why', async () => {
    const steps: string[] = [];
    const printed = await printAfterLog({
      entry: { action: 'PRINT', fields: ['TaxId'] },
      writeLog: () => Promise.reject(new Error('log store down')),
      refused: (error) => steps.push(`refused: ${(error as Error).message}`),
      print: async () => {
        steps.push('print');
      },
    });
    expect(printed).toBe(false);
    expect(steps).toEqual(['refused: log store down']);
  });

  it('prints at once a document without personal data', async () => {
    const steps: string[] = [];
    await printAfterLog({
      entry: undefined,
      writeLog: async () => {
        steps.push('log');
      },
      refused: () => steps.push('refused'),
      print: async () => {
        steps.push('print');
      },
    });
    expect(steps).toEqual(['print']);
  });
});
