import { describe, expect, it } from 'vitest';
import { isRefusal } from '../../src/layout/ServerErrorPopup';

describe('the error pop-up', () => {
  it('calls only a 4xx answer a refusal; an unreadable 200 and a 5xx are the server fault', () => {
    expect(isRefusal({ status: 400 })).toBe(true);
    expect(isRefusal({ status: 404 })).toBe(true);
    expect(isRefusal({ status: 499 })).toBe(true);
    expect(isRefusal({ status: 200 })).toBe(false);
    expect(isRefusal({ status: 500 })).toBe(false);
    expect(isRefusal({ status: 503 })).toBe(false);
  });
});
