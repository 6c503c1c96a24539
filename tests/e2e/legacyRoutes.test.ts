import { afterAll, describe, expect, it } from 'vitest';
import { closePages, newPage, sharedBrowser, signInAt } from './support';

sharedBrowser();
afterAll(closePages);

/*
 * The old route table path by path (each old path to its screen, records, filters, the 404 page of
 * the paths still waiting, /LoginTFA) is the component tier's: src/routes/legacyRoutes.spec.tsx.
 * What needs the built app is an old path typed into a fresh page load: the server hands the app's
 * page out for it, the app starts there, sends the person to sign in and on to the screen.
 */
describe('an old path typed into the address bar', () => {
  it('leads a fresh page, through the sign-in, to the record it names', async () => {
    const page = await newPage();
    await signInAt(page, 'admin', '/brand/components/EditBrand?id=3');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/brands/3');
    await page.locator('#main-content[data-path="/brands/3"]').waitFor();
    await page.locator('input[name="BrandTitle"]').first().waitFor();
    await expect(page.getByTestId('not-found').count()).resolves.toBe(0);
  });
});
