import { useEffect, useState } from 'react';

/**
 * False until the browser first has nothing better to do (at the latest after `timeoutMs`): what
 * only adds to a page (the menu's work-queue counts) asks the server after the screen's own
 * calls, not beside them (docs/performance.md).
 */
export function useWhenIdle(timeoutMs = 3000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(() => setIdle(true), Math.min(timeoutMs, 500));
    return () => window.clearTimeout(timer);
  }, [timeoutMs]);
  return idle;
}
