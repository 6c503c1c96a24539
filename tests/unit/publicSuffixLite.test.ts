import { describe, expect, it } from 'vitest';
import { getDomain } from '../../src/demo/publicSuffixLite';

describe("the demo's stand-in for tldts", () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['localhost', 'localhost'],
    ['backoffice.example.co.th', 'co.th'],
    ['api.example.com', 'example.com'],
    ['example.com.', 'example.com'],
    ['::1', '::1'],
  ])('%s', (host, expected) => {
    expect(getDomain(host)).toBe(expected);
  });

  it('has no domain for an empty host', () => {
    expect(getDomain('')).toBeNull();
  });
});
