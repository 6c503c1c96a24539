import { demoConfigText } from '../../scripts/productionConfig.mjs';

/**
 * What the browser tests change in the demo's config.json: lists open at 10 rows. Drawing a list's
 * 50 rows cost the page about a CPU-second of the 2-core machine where 10 cost a fifth of it, and
 * few tests need more; one that does asks for them in the address (`?perPage=25`), as a person picks
 * a size. The default of 50 is the unit tests' (docs/performance.md, "Browser test time").
 */
export const BROWSER_TEST_KEYS = { listPerPage: 10 } as const;

/** The config.json the browser tests' app is served with: the demo's, with the keys above over it. */
export const browserTestConfig = (): Record<string, unknown> => ({
  ...(JSON.parse(demoConfigText()) as Record<string, unknown>),
  ...BROWSER_TEST_KEYS,
});
