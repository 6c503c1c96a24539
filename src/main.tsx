import '@fontsource/sarabun/400.css';
import '@fontsource/sarabun/500.css';
import '@fontsource/sarabun/700.css';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { ConfigError } from './config/config';
import { loadConfig } from './config/loadConfig';
import { ConfigErrorPage } from './ConfigErrorPage';
import { installPreloadErrorReload } from './layout/lazyScreen';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  installPreloadErrorReload();
  let config;
  try {
    config = await loadConfig();
  } catch (error) {
    const problems = error instanceof ConfigError ? error.problems : [String(error)];
    root.render(<ConfigErrorPage problems={problems} />);
    return;
  }
  if (config.demo) {
    // The demo backend is its own chunk: with demo off, not a byte of it is downloaded.
    const { startDemoBackend } = await import('./demo/browser');
    await startDemoBackend(config);
  }
  root.render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
}

void start();
