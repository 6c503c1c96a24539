import { readToken } from '../api/session';
import { loadConfig } from '../config/loadConfig';
import { firstPaint } from './firstPaint';
import { resources } from '../resources';
import { unregisterDemoWorkers } from './staleDemoWorkers';

/**
 * The entry's first module: it runs before the framework's code is evaluated (React, MUI and
 * react-admin keep a slow phone's main thread busy a while: docs/performance.md,
 * "What was done, and why it helped"), so the downloads every page then waits for start that much
 * earlier: config.json; on a signed-in visit, as soon as config.json says so, the demo backend, and the
 * layout with the screens' shared code and the resources' Thai texts. main.tsx takes these same
 * promises and imports (each module is fetched once).
 */
export const configLoad = loadConfig();

export const signedInAtStart = !!readToken();

/**
 * The demo backend's code: at once on a signed-in visit, whose page waits for it; on the sign-in page
 * once that page is on screen, as it needs the backend only when someone signs in.
 */
export const demoBackendCode = configLoad.then((config) => {
  if (!config.demo) return undefined;
  return signedInAtStart ? import('../demo/browser') : firstPaint.then(() => import('../demo/browser'));
});
// main.tsx shows a failure of either (a config error page, the demo's start-up error page).
configLoad.catch(() => undefined);
demoBackendCode.catch(() => undefined);

// With the demo off (or a demo config.json this host refuses), a demo worker an earlier visit
// registered goes: nothing of the demo stays in the browser of a real deployment. Not awaited:
// the page needs nothing from it.
configLoad
  .then(
    (config) => config.demo,
    () => false,
  )
  .then((demo) => (demo ? 0 : unregisterDemoWorkers(navigator.serviceWorker)))
  .catch(() => undefined);

if (signedInAtStart) {
  import('../layout/AppLayout').catch(() => undefined);
  // Every resource's Thai texts, not one resource's standing for all: correct however the build
  // groups files. vite.config.ts puts them in one chunk, so this is one download either way.
  for (const definition of resources) definition.texts?.th().catch(() => undefined);
}
