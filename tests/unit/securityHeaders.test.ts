import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, imageOrigins, renderSiteConf } from '../../scripts/serve-nginx.mjs';

/** A CSP's directives, each with its sources. */
const directives = (csp: string) =>
  new Map(
    csp.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

describe('the Content-Security-Policy: imageOrigins', () => {
  const config = {
    apiUrl: 'https://api.example.co.th',
    imageOrigins: [
      'https://img.example-cdn.net',
      'https://api.example.co.th',
      'https://pics.example.co.th:8443',
    ],
  };

  it('lets images come from the listed origins, besides the services, and calls go nowhere new', () => {
    const policy = directives(contentSecurityPolicy(config));
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://api.example.co.th',
      'https://img.example-cdn.net',
      'https://pics.example.co.th:8443',
    ]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.example.co.th']);
  });

  it('adds nothing without the key', () => {
    expect(directives(contentSecurityPolicy({})).get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(imageOrigins({})).toEqual([]);
  });

  it('refuses what is not an origin, rather than write it into the policy', () => {
    for (const value of [
      'https://img.example.net/path',
      'img.example.net',
      "https://img.example.net 'unsafe-inline'",
      'https://img.example.net; script-src *',
      '*',
      42,
    ])
      expect(() => imageOrigins({ imageOrigins: [value] })).toThrow(/imageOrigins/);
    expect(() => imageOrigins({ imageOrigins: 'https://img.example.net' })).toThrow(/imageOrigins/);
  });
});

describe('the security headers', () => {
  it('send no referrer: no address of the back-office (a record id, a search) reaches another site', () => {
    const conf = renderSiteConf({ root: '/srv/backoffice', csp: "default-src 'self'" });
    const cspLines = conf.split('\n').filter((line) => line.includes('add_header Content-Security-Policy'));
    const referrerLines = conf.split('\n').filter((line) => line.includes('add_header Referrer-Policy'));
    expect(cspLines.length).toBeGreaterThan(1);
    expect(referrerLines.map((line) => line.trim())).toEqual(
      cspLines.map(() => 'add_header Referrer-Policy "no-referrer" always;'),
    );
  });
});
