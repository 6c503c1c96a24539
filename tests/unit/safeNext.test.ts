import { describe, expect, it } from 'vitest';
import { isSitePath, safeNextPath } from '../../src/api/safeNext';

describe('the page opened after sign-in', () => {
  it('keeps a path of this site, with its query and hash', () => {
    for (const path of [
      '/',
      '/brands',
      '/brands/3',
      '/finance/transactionout?status=WAITING',
      '/products?filter=%7B%22q%22%3A%22%E0%B8%99%E0%B9%89%E0%B8%B3%20%E0%B8%9B%E0%B8%A5%E0%B8%B2%22%7D',
      '/reports?q=50%25',
      '/orders#top',
      '/help/kk?back=/help',
    ])
      expect(safeNextPath(path)).toBe(path);
  });

  it('sends a path that names another host to the home page', () => {
    for (const path of [
      '//evil.example/login',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
    ])
      expect(safeNextPath(path)).toBe('/');
  });

  it('sends a URL or a scheme to the home page', () => {
    for (const path of [
      'https://x',
      'https://evil.example/login',
      'http:evil.example',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      ' /brands',
      'brands',
      '',
    ])
      expect(safeNextPath(path)).toBe('/');
  });

  it('sends encoded spellings of another host to the home page', () => {
    for (const path of ['/%2F%2Fevil', '/%2fevil.example', '/%5Cevil', '/%252F%252Fevil', '/%09/evil'])
      expect(safeNextPath(path)).toBe('/');
  });

  it('refuses control characters and what is not text', () => {
    expect(safeNextPath('/brands\u0000')).toBe('/');
    for (const value of [undefined, null, 42, { pathname: '/brands' }, ['/brands']])
      expect(isSitePath(value)).toBe(false);
  });
});
