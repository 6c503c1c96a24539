// First: starts config.json, the demo and the signed-in shell's downloads before anything else runs.
import { configLoad, demoBackendCode, signedInAtStart } from './boot';
import '@fontsource/sarabun/400.css';
import '@fontsource/sarabun/500.css';
import '@fontsource/sarabun/700.css';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, loadLayout, shellDefinitions } from './App';
import { ConfigError, type AppConfig } from './config/config';
import { installPreloadErrorReload } from './layout/lazyScreen';
import { publicPageFor } from './public/publicPages';
import { preloadScreenForPath } from './registry/screens';
import { buildRegistry } from './registry/registry';
import { resources } from './resources';
import { StartupErrorPage } from './StartupErrorPage';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  installPreloadErrorReload();
  const registry = buildRegistry([...shellDefinitions, ...resources]);
  // A public page reached through index.html (a server that does not serve its own HTML file).
  const publicPage = publicPageFor(registry.definitions, window.location.pathname);
  if (publicPage) {
    const { startPublicPage } = await import('./public/startPublicPage');
    return startPublicPage(root, publicPage, registry.definitions);
  }
  if (signedInAtStart) {
    // A signed-in visit: the opened screen's code beside the layout (boot.ts), config.json, the
    // demo backend and the menu, instead of one after the other.
    loadLayout().catch(() => undefined);
    preloadScreenForPath(registry.definitions, window.location.pathname);
  }
  let config: AppConfig;
  try {
    config = await configLoad;
  } catch (error) {
    const details = error instanceof ConfigError ? error.problems : [String(error)];
    root.render(<StartupErrorPage problem="config" details={details} />);
    return;
  }
  let backendReady: Promise<void> | undefined;
  if (config.demo) {
    // The demo backend is its own chunk: with demo off, not a byte of it is downloaded. The app
    // draws while it starts; its calls wait for it (see App's backendReady).
    backendReady = demoBackendCode
      .then((code) => code!.startDemoBackend(config, registry))
      .then(() => undefined);
    backendReady.catch((error: unknown) => {
      root.render(<StartupErrorPage problem="demo" details={[(error as Error)?.message ?? String(error)]} />);
    });
  }
  root.render(
    <StrictMode>
      <App config={config} registry={registry} backendReady={backendReady} />
    </StrictMode>,
  );
}

void start();
