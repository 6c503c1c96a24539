#!/usr/bin/env node
/**
 * The static checks of `npm test` (types, lint, the dependency graph, format) in two lanes at once:
 * the type check beside the others. Each is one process on one core, so on a 2-core machine the
 * two lanes take the longer lane's time rather than the sum (docs/performance.md, "Test time").
 * Each lane's output is printed whole when it ends, with each step's time; any failing step fails
 * the run once both lanes have ended, so one run reports every failure.
 */
import { spawn } from 'node:child_process';

const LANES = [['typecheck'], ['lint', 'lint:deps', 'format:check']];

/** Runs one npm script, its output kept for the lane's report. */
function runScript(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ name, code, output, seconds: (Date.now() - started) / 1000 }));
  });
}

/** A lane's steps one after another, each run whatever the one before it said. */
async function runLane(steps) {
  const results = [];
  for (const step of steps) {
    const result = await runScript(step);
    results.push(result);
    process.stdout.write(
      `\n> npm run ${result.name}: ${result.code === 0 ? 'passed' : 'FAILED'} in ${result.seconds.toFixed(1)} s\n${result.output}`,
    );
  }
  return results;
}

const started = Date.now();
const results = (await Promise.all(LANES.map(runLane))).flat();
const failed = results.filter((result) => result.code !== 0);
console.log(
  `\nStatic checks: ${results.length - failed.length} of ${results.length} passed in ${((Date.now() - started) / 1000).toFixed(1)} s` +
    (failed.length ? `; failed: ${failed.map((result) => result.name).join(', ')}` : ''),
);
process.exit(failed.length ? 1 : 0);
