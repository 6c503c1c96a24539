import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const SWEEP = 'tests/e2e/axeSweep.test.ts';
/** Node's clock starts at the demo's moment, as the pages' does: no test reads the real date. */
const FIXED_CLOCK = 'tests/support/fixedClockSetup.ts';
/** Each file lets the lazy imports it started finish before it ends (tests/support/settleLazyParts.ts). */
const SETTLE = 'tests/support/settleLazyParts.ts';

/** What every browser test file shares: one built app and one browser, started once. */
const browserTests: TestProjectInlineConfiguration['test'] = {
  environment: 'node',
  globalSetup: ['tests/e2e/globalSetup.ts'],
  // Files share their worker's loaded modules (support.ts, the registry the access tests read): loading
  // them again for each of some fifty files cost about a CPU-second a file. support.ts's state is
  // set again by each file's sharedBrowser() hooks (docs/performance.md, "Browser test time").
  isolate: false,
  testTimeout: 90_000,
  hookTimeout: 120_000,
  // Waits follow what the page shows, with room for a busy 2-core machine (the default poll gives up after 1 s).
  expect: { poll: { timeout: 30_000, interval: 100 } },
};

/**
 * In CI every run also writes vitest's JSON report, one file per command named after its projects
 * (test-results/), so a failure is kept whole, a file that failed to load included; `.ci/run` prints
 * what failed from them (scripts/failedTests.mjs).
 */
const projectsAsked = process.argv.flatMap((arg, index, args) =>
  arg === '--project' ? [args[index + 1]] : arg.startsWith('--project=') ? [arg.slice(10)] : [],
);
const ciReports = process.env.CI
  ? {
      reporters: ['default', 'json'],
      outputFile: { json: `test-results/${projectsAsked.join('+') || 'all'}.json` },
    }
  : {};

export default defineConfig({
  test: {
    ...ciReports,
    projects: [
      {
        test: {
          name: 'unit',
          // A resource's own tests live in its folder (docs/adding-a-resource.md).
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.e2e.test.{ts,tsx}'],
          environment: 'node',
          // Files share their worker's loaded modules: loading react-admin and MUI again for every
          // file took three quarters of the run (docs/performance.md, "Test time"). A file that
          // stubs a global or fakes timers puts them back (unstubGlobals does it for stubs).
          isolate: false,
          unstubGlobals: true,
          maxWorkers: 2,
          // A file's first test loads react-admin, MUI and the resources: on a loaded 2-core machine
          // that alone passed the default 5 s. A limit, not a time check (docs/performance.md).
          testTimeout: 30_000,
          setupFiles: [FIXED_CLOCK, SETTLE],
        },
      },
      {
        test: {
          // Screens drawn on a DOM in Node, used as a person uses them (tests/support/renderApp.tsx).
          name: 'component',
          include: ['src/**/*.spec.tsx', 'tests/component/**/*.spec.tsx'],
          // happy-dom over jsdom: measured faster on MUI's screens, and jsdom's File cannot be read (docs/decisions.md).
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://127.0.0.1:4010' } },
          setupFiles: ['tests/support/componentSetup.ts'],
          // A file is drawing all the time (no page to wait on): one a core. The unit and
          // integration projects have the same, as vitest runs projects of one group in one pool.
          maxWorkers: 2,
          isolate: false,
          unstubGlobals: true,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          testTimeout: 30_000,
          setupFiles: [FIXED_CLOCK, SETTLE],
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          environment: 'node',
          isolate: false,
          unstubGlobals: true,
          maxWorkers: 2,
        },
      },
      {
        test: {
          // The built app asked over HTTP, with no browser: nginx's answers, the build's files.
          name: 'served',
          include: ['tests/served/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          ...browserTests,
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts', 'src/**/*.e2e.test.ts'],
          exclude: [SWEEP],
          // Two files at a time: a file mostly waits on its page, so two keep both cores busy
          // (docs/performance.md, "Browser test time").
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      {
        test: {
          ...browserTests,
          // The screen-reader sweep keeps both cores busy by itself (two tabs, axe): beside another
          // file it starved that file's waits, so it runs alone, after the others.
          name: 'e2e-sweep',
          include: [SWEEP],
          maxWorkers: 1,
          // After the other browser files when one command runs both (the stress run): vitest runs
          // projects of a lower group first.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
