import { describe, expect, it } from 'vitest';
import { errorMessageOf, MalformedAnswerError, toPage, unwrapEnvelope } from '../../src/api/envelope';

describe('envelope', () => {
  it('unwraps Data from the envelope and leaves other answers alone', () => {
    expect(unwrapEnvelope({ ResponseCode: 200, Message: 'ok', Data: [1] })).toEqual([1]);
    expect(unwrapEnvelope({ imageUrl: 'x' })).toEqual({ imageUrl: 'x' });
  });

  it('reads every paged shape', () => {
    expect(toPage({ ResponseCode: 200, Data: { Page: 2, PageSize: 1, Total: 7, Data: ['a'] } })).toEqual({
      data: ['a'],
      total: 7,
    });
    expect(toPage({ meta: { page: 1, take: 10, itemCount: 33 }, data: ['ad'] })).toEqual({
      data: ['ad'],
      total: 33,
    });
    expect(toPage({ count: 4, data: ['c'] })).toEqual({ data: ['c'], total: 4 });
    expect(toPage({ ResponseCode: 200, Data: ['u1', 'u2'] })).toEqual({ data: ['u1', 'u2'], total: 2 });
  });

  it('treats a paged answer without Data as an empty page', () => {
    expect(toPage({ ResponseCode: 200, Data: { Page: 1, PageSize: 50, Total: 0 } })).toEqual({
      data: [],
      total: 0,
    });
    expect(toPage({ ResponseCode: 200, Data: null })).toEqual({ data: [], total: 0 });
  });

  it('refuses an answer of no known shape', () => {
    expect(() => toPage({ ResponseCode: 200, Data: 'oops' })).toThrow(MalformedAnswerError);
  });

  it('finds the server message', () => {
    expect(errorMessageOf({ ResponseCode: 400, Message: 'Brand exists' })).toBe('Brand exists');
    expect(errorMessageOf({ message: 'lower' })).toBe('lower');
    expect(errorMessageOf({})).toBeUndefined();
    expect(errorMessageOf('<html>'.repeat(100))).toBeUndefined();
  });
});
