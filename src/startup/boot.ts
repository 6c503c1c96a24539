import { readToken } from '../api/session';
import { loadConfig } from '../config/loadConfig';
import { firstPaint } from './firstPaint';
import { resources } from '../resources';
import { unregisterDemoWorkers } from './staleDemoWorkers';

/**
 * Runs before the framework is evaluated, so every page's downloads start earlier
 * (docs/performance.md, "What was done, and why it helped"); main.tsx takes the same promises.
 */
export const configLoad = loadConfig();

export const signedInAtStart = !!readToken();

/** At once on a signed-in visit; on the sign-in page once it is on screen, as it needs it only to sign in. */
export const demoBackendCode = configLoad.then((config) => {
  if (!config.demo) return undefined;
  return signedInAtStart ? import('../demo/browser') : firstPaint.then(() => import('../demo/browser'));
});
// main.tsx shows a failure of either (a config error page, the demo's start-up error page).
configLoad.catch(() => undefined);
demoBackendCode.catch(() => undefined);

// With the demo off, nothing of the demo stays in the browser of a real deployment.
configLoad
  .then(
    (config) => config.demo,
    () => false,
  )
  .then((demo) => (demo ? 0 : unregisterDemoWorkers(navigator.serviceWorker)))
  .catch(() => undefined);

if (signedInAtStart) {
  import('../layout/AppLayout').catch(() => undefined);
  // Every resource's texts, correct however the build groups them (one chunk: vite.config.ts).
  for (const definition of resources) definition.texts?.th().catch(() => undefined);
}
