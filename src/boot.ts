import { readToken } from './api/session';
import { loadConfig } from './config/loadConfig';
import { resources } from './resources';

/**
 * The entry's first module: it runs before the framework's code is evaluated (React, MUI and
 * react-admin take a few hundred milliseconds of a slow phone's main thread), so the downloads
 * every page then waits for start that much earlier: config.json and, as soon as it says so, the
 * demo backend; on a signed-in visit the layout with the screens' shared code and the resources'
 * Thai texts. main.tsx takes these same promises and imports (each module is fetched once).
 */
export const configLoad = loadConfig();

export const demoBackendCode = configLoad.then((config) =>
  config.demo ? import('./demo/browser') : undefined,
);
// main.tsx reports a failure of either (a config error page, the demo's start-up error page).
configLoad.catch(() => undefined);
demoBackendCode.catch(() => undefined);

export const signedInAtStart = !!readToken();
if (signedInAtStart) {
  import('./layout/AppLayout').catch(() => undefined);
  resources
    .find((definition) => definition.texts)
    ?.texts?.th()
    .catch(() => undefined);
}
