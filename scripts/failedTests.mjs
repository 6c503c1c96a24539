#!/usr/bin/env node
/**
 * What failed in the test runs whose JSON reports are in test-results/ (vitest.config.ts writes
 * them in CI): each file that failed, with its own error when it failed before any test ran (an
 * import that broke), and each failed test with the first lines of its error. `.ci/run` prints it
 * after a failed `npm test`, so the evidence stays at the end of the log, whatever scrolled past.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const DIR = 'test-results';
const LINES = 12;
const firstLines = (text) =>
  String(text ?? '')
    .split('\n')
    .slice(0, LINES)
    .join('\n    ');

const reports = existsSync(DIR) ? readdirSync(DIR).filter((name) => name.endsWith('.json')) : [];
let failures = 0;
for (const name of reports.sort()) {
  const report = JSON.parse(readFileSync(join(DIR, name), 'utf8'));
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (file.status !== 'failed' && failed.length === 0) continue;
    console.log(`\n✗ ${name}: ${file.name}`);
    if (failed.length === 0) {
      failures += 1;
      console.log(`  the file failed outside its tests:\n    ${firstLines(file.message)}`);
    }
    for (const test of failed) {
      failures += 1;
      console.log(`  ✗ ${test.fullName}\n    ${firstLines((test.failureMessages ?? []).join('\n'))}`);
    }
  }
}
console.log(
  reports.length === 0
    ? `\nNo test report in ${DIR}/: the run failed before any test command.`
    : `\n${failures} failure(s) in ${reports.length} report(s) of ${DIR}/.`,
);
