import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          environment: 'node',
          isolate: false,
          unstubGlobals: true,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts', 'src/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/globalSetup.ts'],
          // One built app and one browser are shared by every file, two files at a time: a file mostly
          // waits on the page, so two keep both cores busy (docs/performance.md, "Browser test time").
          fileParallelism: true,
          maxWorkers: 2,
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // Waits follow what the page shows, with room for a busy 2-core machine (the default poll gives up after 1 s).
          expect: { poll: { timeout: 30_000, interval: 100 } },
        },
      },
    ],
  },
});
