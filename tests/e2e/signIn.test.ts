import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_CLOCK, pageNow } from './clock';
import { baseUrl, closeTestPages, newPage, signIn, sharedBrowser } from './support';

// Its pages route, or open tabs in, their context: each gets one of its own.
sharedBrowser({ fresh: true });
afterEach(closeTestPages);

describe('signing in', () => {
  it("keeps the tab's fixed clock running across a reload: a password just checked is not in the future", async () => {
    const page = await newPage();
    // Opened signed out, the app clears the tab's storage before the form: the clock runs on all the same.
    await signIn(page, 'admin', undefined, '/role');
    const signedInAt = await pageNow(page);
    expect(signedInAt).toBeGreaterThanOrEqual(DEMO_CLOCK.getTime());
    await page.reload();
    await page.getByTestId('drawer-logout').waitFor();
    expect(await pageNow(page)).toBeGreaterThanOrEqual(signedInAt);
  });

  it('stays on this site after a sign-in in another tab, though the address named another host', async () => {
    const page = await newPage();
    const origin = new URL(baseUrl()).origin;
    // Should the app leave for the other host, nothing reaches it: the tab shows an error instead.
    await page.context().route('**://evil.example/**', (route) => route.abort());
    await page.goto(`${origin}//evil.example/login`);
    await page.waitForURL((url) => url.pathname === '/login');
    const other = await page.context().newPage();
    await signIn(other, 'admin');
    await page.locator('[data-testid="drawer-logout"]').waitFor();
    expect(new URL(page.url()).origin).toBe(origin);
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
