/**
 * The browser tier keeps what needs a browser, and no more than 120 tests (docs/performance.md,
 * "Test time"): a screen's behaviour is checked in its component spec. Asked of vitest itself, as
 * `vitest list` counts them (a table of `it.each` counts each row), after the build the browser
 * tests serve.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const BROWSER_TEST_LIMIT = 120;

it(`the browser projects hold at most ${BROWSER_TEST_LIMIT} tests`, () => {
  const folder = mkdtempSync(join(tmpdir(), 'browser-tier-'));
  try {
    const listed = join(folder, 'list.json');
    execFileSync(
      process.execPath,
      [
        'node_modules/vitest/vitest.mjs',
        'list',
        '--project',
        'e2e',
        '--project',
        'e2e-sweep',
        `--json=${listed}`,
      ],
      { stdio: 'ignore', env: { ...process.env, CI: '' } },
    );
    const tests = JSON.parse(readFileSync(listed, 'utf8')) as { name: string; file: string }[];
    // Some of every kind the browser keeps are there: the list was read, not an empty file.
    expect(tests.some(({ file }) => file.endsWith('tests/e2e/axeSweep.test.ts'))).toBe(true);
    expect(tests.some(({ file }) => file.endsWith('tests/e2e/contract.test.ts'))).toBe(true);
    expect(tests.length).toBeLessThanOrEqual(BROWSER_TEST_LIMIT);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
