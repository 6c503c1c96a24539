import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Browser tests never read the real date: every page runs on the fixed clock newPage installs
 * (tests/e2e/clock.ts), and the expected days come from that clock's constants. A test that asks
 * `new Date()` or `Date.now()`, or installs a clock of its own (which would start at the real now),
 * passes on some days and fails on others.
 */

const ROOT = join(import.meta.dirname, '..', '..');
const CLOCK_HELPER = 'tests/e2e/clock.ts';

const READS_OF_NOW: readonly { what: string; pattern: RegExp }[] = [
  { what: 'new Date() (the real now)', pattern: /\bnew\s+Date\s*\(\s*\)/ },
  { what: 'Date.now()', pattern: /\bDate\.now\s*\(/ },
  { what: 'a clock installed outside newPage', pattern: /\bclock\.install\s*\(/ },
];

/** The lines of `text` that read the real now, as `line: what`. */
function readsOfNow(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      READS_OF_NOW.filter(({ pattern }) => pattern.test(line)).map(({ what }) => `${index + 1}: ${what}`),
    );
}

function walk(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
    return [path];
  });
}

/** Every browser test file and helper: tests/e2e/ and each resource's `*.e2e.ts` / `*.e2e.test.ts`. */
const browserTestFiles = () =>
  [
    ...walk(join(ROOT, 'tests', 'e2e')).filter((path) => /\.tsx?$/.test(path)),
    ...walk(join(ROOT, 'src')).filter((path) => /\.e2e(\.test)?\.tsx?$/.test(path)),
  ].map((path) => relative(ROOT, path).split(sep).join('/'));

describe('browser tests run on the fixed clock', () => {
  it('the check finds each way of reading the real now, and passes a fixed moment', () => {
    expect(readsOfNow('const a = new Date();\nconst b = Date.now() - 1;')).toEqual([
      '1: new Date() (the real now)',
      '2: Date.now()',
    ]);
    expect(readsOfNow('await page.clock.install();')).toEqual(['1: a clock installed outside newPage']);
    expect(readsOfNow("new Date('2026-03-18T00:00:00Z'); performance.now();")).toEqual([]);
  });

  it('no browser test reads the real date outside the clock helper', () => {
    const files = browserTestFiles();
    expect(files).toContain(CLOCK_HELPER);
    expect(files.length).toBeGreaterThan(30);
    const found = files
      .filter((file) => file !== CLOCK_HELPER)
      .flatMap((file) => readsOfNow(readFileSync(join(ROOT, file), 'utf8')).map((hit) => `${file}:${hit}`));
    expect(found).toEqual([]);
  });
});
