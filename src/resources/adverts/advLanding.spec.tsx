import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../config/parse';
import { serviceBaseUrl } from '../../config/urls';
import { browserTestConfig } from '../../../tests/e2e/testConfig';
import { componentTestFile, demo, screen, waitFor, within } from '../../../tests/support/renderApp';
import AdvLandingPage from './public/AdvLandingPage';

componentTestFile();

/**
 * `/Adv` as its own entry draws it (src/public/startPublicPage.tsx): no shell, no sign-in, the
 * back-office service's address from the demo's config.json, in Thai.
 */
function openLanding(search: string) {
  window.history.replaceState(null, '', `/Adv${search}`);
  const apiBase = serviceBaseUrl(parseConfig(browserTestConfig()), 'backoffice', window.location.origin);
  render(
    <StrictMode>
      <AdvLandingPage apiBase={apiBase} apiHeaders={{}} language="th" />
    </StrictMode>,
  );
  return screen.findByTestId('adv-landing');
}

const addLogsSent = () => demo().requests.filter(({ url }) => url.pathname.endsWith('/Advertise/AddLog'));

describe('/Adv, the public landing page', () => {
  it('a link without a known app logs nothing and offers both apps', async () => {
    const landing = await openLanding('?TypeApp=XX&TypeAdv=POSTER');
    expect(within(landing).getAllByRole('link', { name: 'ดาวน์โหลดบน App Store' })).toHaveLength(2);
    expect(within(landing).getAllByRole('link', { name: 'ดาวน์โหลดบน Google Play' })).toHaveLength(2);
    // Given time to send one: nothing was sent.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(addLogsSent()).toEqual([]);
  });

  it('logs the visit once, with the link’s app and advert type, and the demo keeps it for the dashboard', async () => {
    sessionStorage.clear();
    const landing = await openLanding('?TypeApp=GC&TypeAdv=E2E-VISIT');
    expect(within(landing).getAllByRole('link', { name: 'ดาวน์โหลดบน App Store' })).toHaveLength(1);
    await waitFor(() =>
      expect(
        demo()
          .store.collection('advert-logs')
          .filter((log) => log.TypeAdv === 'E2E-VISIT'),
      ).toHaveLength(1),
    );
    const [log] = demo()
      .store.collection('advert-logs')
      .filter((log) => log.TypeAdv === 'E2E-VISIT');
    expect(log.TypeApp).toBe('GC');
    expect(addLogsSent().map(({ method, body }) => `${method} ${body}`)).toEqual([
      'PUT {"TypeApp":"GC","TypeAdv":"E2E-VISIT"}',
    ]);
  });
});
