// The browser suite under a loaded CPU (docs/performance.md, "Stress run"): a flake that a quiet
// machine hides shows here. Builds the app once, keeps CPU burners spinning beside the suite, runs
// it `--runs` times, and lists every test that failed in any run. Exits 1 when one did.
//
//   npm run test:stress -- [--runs N] [--burners N] [--no-build] [files or filters for vitest]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  if (index === -1) return fallback;
  const [, value] = args.splice(index, 2);
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`${name} takes a whole number, not ${value}`);
  return number;
};
const flag = (name) => {
  const index = args.indexOf(name);
  if (index !== -1) args.splice(index, 1);
  return index !== -1;
};
const runs = option('--runs', 1);
// One core of two kept busy: the suite then runs as it would beside another job on the machine.
const burners = option('--burners', Math.max(1, Math.floor(cpus().length / 2)));
const build = !flag('--no-build');
const filters = args;

if (build) {
  const built = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** A thread that spins until told to stop: a CPU taken from the suite, as a neighbour's job would. */
const burnerCode = `
  const { parentPort } = require('node:worker_threads');
  let stop = false;
  parentPort.on('message', () => { stop = true; });
  const spin = () => { const end = Date.now() + 50; while (Date.now() < end) {} if (!stop) setImmediate(spin); };
  spin();
`;
const threads = Array.from({ length: burners }, () => new Worker(burnerCode, { eval: true }));

const out = mkdtempSync(join(tmpdir(), 'stress-'));
/** `file > suite > test` → the runs it failed in. */
const failures = new Map();
const durations = [];
let broken = false;

for (let run = 1; run <= runs; run += 1) {
  const report = join(out, `run-${run}.json`);
  console.log(`\n== stress run ${run} of ${runs}, ${burners} CPU burner(s) beside the browser suite ==`);
  const started = Date.now();
  const code = await new Promise((resolve) => {
    const child = spawn(
      'npx',
      [
        'vitest',
        'run',
        '--project',
        'e2e',
        '--project',
        'e2e-sweep',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
        ...filters,
      ],
      { stdio: 'inherit' },
    );
    child.on('exit', (status) => resolve(status ?? 1));
  });
  durations.push(Math.round((Date.now() - started) / 1000));
  let results;
  try {
    results = JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    console.error(`run ${run}: no report (vitest exited ${code})`);
    broken = true;
    continue;
  }
  // A run that ran nothing, or failed outside any test (a config vitest refused), proves nothing.
  const ranNothing = !(results.numTotalTests > 0);
  if (ranNothing) {
    console.error(`run ${run}: no test ran (vitest exited ${code})`);
    broken = true;
  }
  for (const file of results.testResults ?? []) {
    const name = file.name.replace(`${process.cwd()}/`, '');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    // A file that failed before its tests ran (a hook, an import) counts as one failure of its own.
    if (failed.length === 0 && file.status === 'failed') failed.push({ fullName: '(the file itself)' });
    for (const test of failed) {
      const key = `${name} > ${test.fullName}`;
      failures.set(key, [...(failures.get(key) ?? []), run]);
    }
  }
  const failedHere = [...failures.values()].some((inRuns) => inRuns.includes(run));
  if (code !== 0 && !failedHere && !ranNothing) {
    console.error(
      `run ${run}: vitest exited ${code} with no failed test: an error outside the tests (above)`,
    );
    broken = true;
  }
}

for (const thread of threads) thread.postMessage('stop');
await Promise.all(threads.map((thread) => thread.terminate()));

console.log(
  `\n== stress: ${runs} run(s) with ${burners} burner(s), ${durations.map((s) => `${s} s`).join(', ')} ==`,
);
if (broken) console.log('A run did not run the suite through (said above): it proves nothing.');
else if (failures.size === 0) console.log('No test failed in any run.');
for (const [test, inRuns] of failures) console.log(`FAILED in run ${inRuns.join(', ')}: ${test}`);
process.exit(failures.size === 0 && !broken ? 0 : 1);
