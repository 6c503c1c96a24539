import { useDeferredValue } from 'react';

/**
 * False in a part's first render, true in the background render React does right after it (and
 * gives way to input for): a page's own content draws first, the shell's extras (the drawer's
 * entries, the top bar's clock and buttons) a moment later, not in the same long first render.
 */
export const useSecondPass = (): boolean => useDeferredValue(true, false);
