import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnceAMinute, RELOAD_GUARD_MS } from '../../src/layout/lazyScreen';
import { MemoryStorage } from '../support/memoryStorage';

describe('chunk load failure', () => {
  it('recognises a failed dynamic import', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
  it('reloads at most once a minute', () => {
    const storage = new MemoryStorage();
    const reload = vi.fn();
    expect(reloadOnceAMinute(1_000_000, storage, reload)).toBe(true);
    expect(reloadOnceAMinute(1_000_000 + RELOAD_GUARD_MS - 1, storage, reload)).toBe(false);
    expect(reloadOnceAMinute(1_000_000 + RELOAD_GUARD_MS, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
