// First: starts config.json, the demo and the signed-in shell's downloads before anything else runs.
import { configLoad, demoBackendCode, signedInAtStart } from './boot';
import '@fontsource/sarabun/400.css';
import '@fontsource/sarabun/500.css';
import '@fontsource/sarabun/700.css';
import '../index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, shellDefinitions } from '../App';
import { ConfigError } from '../config/parse';
import { unknownRightsProblems } from '../config/parseSections';
import type { AppConfig } from '../config/config';
import { installPreloadErrorReload } from '../layout/lazyScreen';
import { publicPageFor } from '../public/publicPages';
import { prefetchPlan } from './prefetchPlan';
import { preloadScreenForPath } from './screens';
import { createServices, loadLayout, type Services } from './services';
import { buildRegistry } from '../registry/registry';
import { resources } from '../resources';
import { StartupErrorPage } from './StartupErrorPage';

/** Past this, a slow server's page draws its loading states. */
const FIRST_DRAW_WAIT_MS = 1500;

/** Drawn once, whole: an earlier render held the page's code back (docs/performance.md, "What was done, and why it helped"). */
function firstDrawReady(waits: (Promise<unknown> | undefined)[]): Promise<unknown> {
  return Promise.race([
    Promise.allSettled(waits),
    new Promise((resolve) => setTimeout(resolve, FIRST_DRAW_WAIT_MS)),
  ]);
}

async function start() {
  const root = createRoot(document.getElementById('root')!);
  installPreloadErrorReload();
  const registry = buildRegistry([...shellDefinitions, ...resources]);
  // A public page reached through index.html (a server that does not serve its own HTML file).
  const publicPage = publicPageFor(registry.definitions, window.location.pathname);
  if (publicPage) {
    const { startPublicPage } = await import('../public/startPublicPage');
    return startPublicPage(root, publicPage, registry.definitions);
  }
  const plan = prefetchPlan(registry, window.location.pathname, signedInAtStart);
  if (plan.layoutCode) loadLayout().catch(() => undefined);
  const screenCode = plan.screenCode
    ? preloadScreenForPath(registry.definitions, plan.screenCode)
    : undefined;
  let config: AppConfig;
  try {
    config = await configLoad;
    // A `rights` key naming no resource would limit nothing: the registry knows the names, not config/.
    const unknownRights = unknownRightsProblems(
      config.rights,
      registry.definitions.map((definition) => definition.name),
    );
    if (unknownRights.length) throw new ConfigError(unknownRights);
  } catch (error) {
    const details = error instanceof ConfigError ? error.problems : [String(error)];
    root.render(<StartupErrorPage problem="config" details={details} />);
    return;
  }
  let backendReady: Promise<void> | undefined;
  let demoFailed = false;
  if (config.demo) {
    // Its own chunk: with demo off, not a byte of it is downloaded.
    backendReady = demoBackendCode
      .then((code) => code!.startDemoBackend(config, registry))
      .then(() => undefined);
    backendReady.catch((error: unknown) => {
      demoFailed = true;
      root.render(<StartupErrorPage problem="demo" details={[(error as Error)?.message ?? String(error)]} />);
    });
  }
  const draw = (services: Services) =>
    root.render(
      <StrictMode>
        <App config={config} registry={registry} services={services} />
      </StrictMode>,
    );
  const services = createServices(config, registry, plan, backendReady);
  if (signedInAtStart) await firstDrawReady([services.signedInStart, screenCode, backendReady]);
  if (demoFailed) return;
  draw(services);
}

void start();
