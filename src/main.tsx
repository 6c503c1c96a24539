import '@fontsource/sarabun/400.css';
import '@fontsource/sarabun/500.css';
import '@fontsource/sarabun/700.css';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, shellDefinitions } from './App';
import { ConfigError, type AppConfig } from './config/config';
import { loadConfig } from './config/loadConfig';
import { installPreloadErrorReload } from './layout/lazyScreen';
import { buildRegistry } from './registry/registry';
import { resources } from './resources';
import { StartupErrorPage } from './StartupErrorPage';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  installPreloadErrorReload();
  const registry = buildRegistry([...shellDefinitions, ...resources]);
  let config: AppConfig;
  try {
    config = await loadConfig();
  } catch (error) {
    const details = error instanceof ConfigError ? error.problems : [String(error)];
    root.render(<StartupErrorPage problem="config" details={details} />);
    return;
  }
  if (config.demo) {
    try {
      // The demo backend is its own chunk: with demo off, not a byte of it is downloaded.
      const { startDemoBackend } = await import('./demo/browser');
      await startDemoBackend(config, registry);
    } catch (error) {
      root.render(<StartupErrorPage problem="demo" details={[(error as Error)?.message ?? String(error)]} />);
      return;
    }
  }
  root.render(
    <StrictMode>
      <App config={config} registry={registry} />
    </StrictMode>,
  );
}

void start();
