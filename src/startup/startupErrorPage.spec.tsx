// The app's start (main.tsx) reaches the demo's browser code, which reads the build's defines:
// they are declared in a script (env.d.ts, no module to import), which the tests' project leaves out.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../env.d.ts" />
import { describe, expect, it, vi } from 'vitest';
import { screen } from '../../tests/support/renderApp';
import { browserTestConfig } from '../../tests/e2e/testConfig';

describe('a config.json the app cannot start with', () => {
  it('a misspelt resource in `rights` stops the app with the config page naming it', async () => {
    // The demo's config.json with a deployment's typo in it, served beside index.html.
    // A first visit: nothing signed in kept from an earlier file of this worker.
    localStorage.clear();
    sessionStorage.clear();
    const served = { ...browserTestConfig(), rights: { payouts: { decide: ['finance'] } } };
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string | URL) => {
      asked.push(String(url));
      return new Response(JSON.stringify(served), { headers: { 'Content-Type': 'application/json' } });
    });
    const root = document.createElement('div');
    root.id = 'root';
    document.body.appendChild(root);
    try {
      // The app's own start, as index.html runs it.
      await import('./main');
      const problem = await screen.findByTestId('startup-error');
      expect(asked).toEqual(['/config.json']);
      expect(problem.textContent).toContain('rights.payouts');
      expect(problem.textContent).toContain('did you mean "pay-outs"');
      // Nothing of the app is drawn beside it: no menu, no sign-in form.
      expect(screen.queryByRole('banner')).toBeNull();
      expect(screen.queryByRole('textbox')).toBeNull();
    } finally {
      root.remove();
    }
  });
});
