import { useEffect, useState, type CSSProperties } from 'react';
import type { PublicPageProps } from '../../../registry/definition';
import { addLogOnce } from './addLog';
import { LANDING_APP_CODES, LANDING_APPS, readLandingQuery, type LandingApp } from '../landingRules';
import { LANDING_TEXTS } from './landingTexts';

const styles = {
  page: {
    minHeight: '100vh',
    margin: 0,
    display: 'grid',
    placeItems: 'center',
    background: 'linear-gradient(160deg, #1f3a5f 0%, #27496d 60%, #ffb300 160%)',
    fontFamily: 'Sarabun, "Noto Sans Thai", system-ui, sans-serif',
    color: '#1b1b1b',
    padding: 16,
    boxSizing: 'border-box',
  },
  card: {
    background: '#fff',
    borderRadius: 16,
    maxWidth: 440,
    width: '100%',
    padding: '28px 24px',
    boxShadow: '0 8px 32px rgba(0,0,0,.25)',
    boxSizing: 'border-box',
  },
  language: {
    float: 'right',
    border: '1px solid #1f3a5f',
    background: 'transparent',
    color: '#1f3a5f',
    borderRadius: 16,
    padding: '4px 12px',
    font: 'inherit',
    cursor: 'pointer',
  },
  title: { fontSize: 24, lineHeight: 1.3, margin: '8px 0 12px', color: '#1f3a5f' },
  lead: { fontSize: 16, lineHeight: 1.6, margin: '0 0 20px', color: '#37474f' },
  appName: { fontSize: 16, margin: '16px 0 8px', color: '#1f3a5f' },
  store: {
    display: 'block',
    textAlign: 'center',
    padding: '12px 16px',
    margin: '8px 0',
    borderRadius: 10,
    background: '#1f3a5f',
    color: '#fff',
    textDecoration: 'none',
    fontSize: 16,
    fontWeight: 500,
  },
  footer: { fontSize: 14, color: '#546e7a', margin: '20px 0 0', textAlign: 'center' },
} satisfies Record<string, CSSProperties>;

/**
 * `/Adv`: where a printed QR code or an advert leads. Logs the visit once with the app
 * and advert type of its link, then shows where to download the app, in Thai or English.
 */
export default function AdvLandingPage({ apiBase, apiHeaders, language }: PublicPageProps) {
  const [shownLanguage, setShownLanguage] = useState(language);
  const [visit] = useState(() => readLandingQuery(window.location.search));
  const texts = LANDING_TEXTS[shownLanguage];
  const apps: LandingApp[] = visit ? [visit.typeApp] : LANDING_APP_CODES;
  const headline = visit?.typeApp ?? 'any';

  useEffect(() => {
    if (visit)
      void addLogOnce(visit, {
        apiBase,
        apiHeaders,
        storage: window.sessionStorage,
        fetch: window.fetch.bind(window),
      });
  }, [visit, apiBase, apiHeaders]);

  useEffect(() => {
    document.documentElement.lang = shownLanguage;
    document.title = texts.title[headline];
  }, [shownLanguage, texts, headline]);

  return (
    <main id="main-content" style={styles.page} data-testid="adv-landing">
      <div style={styles.card}>
        <button
          type="button"
          style={styles.language}
          lang={shownLanguage === 'th' ? 'en' : 'th'}
          onClick={() => setShownLanguage(shownLanguage === 'th' ? 'en' : 'th')}
        >
          {texts.switchTo}
        </button>
        <h1 style={styles.title}>{texts.title[headline]}</h1>
        <p style={styles.lead}>{texts.lead[headline]}</p>
        {apps.map((app) => (
          <section key={app} aria-label={texts.appName[app]}>
            {apps.length > 1 && <h2 style={styles.appName}>{texts.appName[app]}</h2>}
            <a style={styles.store} href={LANDING_APPS[app].appStore} rel="noopener">
              {texts.appStore}
            </a>
            <a style={styles.store} href={LANDING_APPS[app].googlePlay} rel="noopener">
              {texts.googlePlay}
            </a>
          </section>
        ))}
        <p style={styles.footer}>{texts.footer}</p>
      </div>
    </main>
  );
}
