import type { GetListParams, RaRecord } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { freshState, isConflict, readAgain } from './decideOnce';

const shown: RaRecord = { id: 7, Status: 'WAITING', Name: 'ร้านเจริญ' };

describe('what a record read again says of a decision about to be sent', () => {
  it('unchanged when its status is the one the person saw (other fields may have moved)', () => {
    expect(freshState(shown, { ...shown, Name: 'ร้านเจริญ สาขา 2' }, 'Status')).toEqual({
      state: 'unchanged',
      record: { ...shown, Name: 'ร้านเจริญ สาขา 2' },
    });
  });

  it('changed, naming the new status, when another person decided meanwhile', () => {
    expect(freshState(shown, { ...shown, Status: 'APPROVED' }, 'Status')).toEqual({
      state: 'changed',
      record: { ...shown, Status: 'APPROVED' },
      status: 'APPROVED',
    });
  });

  it('changed when the status was emptied, and gone when the list no longer holds it', () => {
    expect(freshState(shown, { ...shown, Status: null }, 'Status').state).toBe('changed');
    expect(freshState(shown, undefined, 'Status')).toEqual({ state: 'gone' });
  });

  it('reads a number and its text as the same status', () => {
    expect(freshState({ id: 1, Status: 2 }, { id: 1, Status: '2' }, 'Status').state).toBe('unchanged');
  });

  it('a 409 is a conflict; other failures are not', () => {
    expect(isConflict({ status: 409, message: 'not waiting' })).toBe(true);
    expect(isConflict({ status: 400 })).toBe(false);
    expect(isConflict(new Error('network'))).toBe(false);
    expect(isConflict(undefined)).toBe(false);
  });
});

/** A list call over `rows` that answers at most `cap` rows a page, and records what was asked. */
function cappedList(rows: RaRecord[], cap: number) {
  const asked: GetListParams[] = [];
  return {
    asked,
    getList: async (_resource: string, params: GetListParams) => {
      asked.push(params);
      const size = Math.min(params.pagination!.perPage, cap);
      const start = (params.pagination!.page - 1) * size;
      return { data: rows.slice(start, start + size), total: rows.length };
    },
  };
}

describe('reading a record again with the call that lists it', () => {
  const rows = Array.from({ length: 130 }, (_, index) => ({ id: index + 1, Status: 'WAITING' }));

  it('asks with the narrowing filter, and pages on in the size the service really used', async () => {
    const service = cappedList(rows, 50);
    const found = await readAgain(service as never, 'pay-outs', { id: 120 }, { SupplierId: 'S1' });
    expect(found).toEqual({ id: 120, Status: 'WAITING' });
    expect(service.asked.map((params) => params.filter)).toEqual([
      { SupplierId: 'S1' },
      { SupplierId: 'S1' },
      { SupplierId: 'S1' },
    ]);
    expect(service.asked.map((params) => [params.pagination!.page, params.pagination!.perPage])).toEqual([
      [1, 100],
      [2, 50],
      [3, 50],
    ]);
  });

  it('answers undefined when no page holds it, and throws when the call fails', async () => {
    await expect(readAgain(cappedList(rows, 100) as never, 'r', { id: 999 }, {})).resolves.toBeUndefined();
    const failing = {
      getList: async () => {
        throw Object.assign(new Error('Bad Gateway'), { status: 502 });
      },
    };
    await expect(readAgain(failing as never, 'r', { id: 1 }, {})).rejects.toThrow('Bad Gateway');
  });
});
