import type { Page } from 'playwright-core';

/**
 * The sign-in form, as a person fills it (react-admin's `cypress/support/LoginPage.js`): one home
 * for its fields and its button, whichever server, window size or outcome a test signs in with.
 */
export function signInPage(page: Page) {
  const username = page.locator('input[name="username"]');
  const password = page.locator('input[name="password"]');
  const submitButton = page.locator('button[type="submit"]');
  const submit = async (name: string, secret: string) => {
    await username.fill(name);
    await password.fill(secret);
    await submitButton.click();
  };
  return {
    username,
    /** What the form says of a sign-in that failed. */
    error: page.getByTestId('login-error'),
    /** Opens the form at its own address. */
    open: () => page.goto('/login'),
    /** Types the account's name and password and presses the button, without waiting for an outcome. */
    submit,
    /**
     * Signs in from the form on a phone-sized window, where the drawer (and its log-out, which
     * support.ts's signIn waits for) is folded away: signed in once the home page shows.
     */
    async signInOnPhone(name: string, secret: string) {
      await page.goto('/login');
      await submit(name, secret);
      await page.getByTestId('dashboard-sections').waitFor();
    },
  };
}
