import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { ConfigError } from '../config/parse';
import type { AppConfig } from '../config/config';
import { loadConfig } from '../config/loadConfig';
import type { PublicPageDefinition, ResourceDefinition } from '../registry/definition';
import { StartupErrorPage } from '../startup/StartupErrorPage';
import { publicPageApi, publicPageLanguage } from './publicPages';

/**
 * Draws a public page: config.json, in demo mode the demo backend (its calls are answered by it,
 * so the page waits for it), and the page's own chunk, side by side. No sign-in, no shell.
 */
export async function startPublicPage(
  root: Root,
  page: PublicPageDefinition,
  definitions: readonly ResourceDefinition[],
): Promise<void> {
  const loadedPage = page.page();
  let config: AppConfig;
  try {
    config = await loadConfig();
  } catch (error) {
    const details = error instanceof ConfigError ? error.problems : [String(error)];
    root.render(<StartupErrorPage problem="config" details={details} />);
    return;
  }
  try {
    if (config.demo) {
      const { startDemoBackend } = await import('../demo/browser');
      await startDemoBackend(config, { definitions });
    }
  } catch (error) {
    root.render(<StartupErrorPage problem="demo" details={[(error as Error)?.message ?? String(error)]} />);
    return;
  }
  const { default: Page } = await loadedPage;
  const language = publicPageLanguage(
    window.localStorage.getItem('RaStore.locale'),
    navigator.languages ?? [navigator.language],
  );
  document.documentElement.lang = language;
  root.render(
    <StrictMode>
      <Page {...publicPageApi(config, window.location.origin)} language={language} />
    </StrictMode>,
  );
}
