import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_CONFIG, parseConfig, serviceBaseUrl } from '../../src/config/config';

describe('parseConfig', () => {
  it('fills every missing key with its default', () => {
    expect(parseConfig({})).toEqual(DEFAULT_CONFIG);
    expect(parseConfig({ demo: true }).demo).toBe(true);
    // DESIGN §2: a config without the key is not in demo mode (the shipped config.json turns it on)
    expect(parseConfig({}).demo).toBe(false);
    expect(parseConfig({ services: { product: 'https://p.example/v1/' } }).services).toEqual({
      ...DEFAULT_CONFIG.services,
      product: 'https://p.example/v1/',
    });
  });

  it('keeps crypto settings and checks the encodings', () => {
    const config = parseConfig({ crypto: { withdrawKey: 'k', keyEncoding: 'hex' } });
    expect(config.crypto).toEqual({ ...DEFAULT_CONFIG.crypto, withdrawKey: 'k', keyEncoding: 'hex' });
    expect(() => parseConfig({ crypto: { ivEncoding: 'latin1' } })).toThrow(/ivEncoding/);
  });

  it('rejects a file that is not an object', () => {
    expect(() => parseConfig([])).toThrow(ConfigError);
    expect(() => parseConfig('demo')).toThrow(ConfigError);
    expect(() => parseConfig(null)).toThrow(ConfigError);
  });

  it('lists every problem at once', () => {
    try {
      parseConfig({ demo: 'yes', apiUrl: 'api.example', services: { nope: '/x', product: 3 }, extra: 1 });
      expect.unreachable();
    } catch (error) {
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(5);
      expect(problems.join('\n')).toMatch(/unknown key "extra"/);
      expect(problems.join('\n')).toMatch(/"demo" must be a boolean/);
      expect(problems.join('\n')).toMatch(/"apiUrl" must be an absolute/);
      expect(problems.join('\n')).toMatch(/unknown service "services.nope"/);
      expect(problems.join('\n')).toMatch(/"services.product" must be a URL or a path/);
    }
  });
});

describe('serviceBaseUrl', () => {
  const origin = 'http://127.0.0.1:4173';
  it('joins a path to the page origin when apiUrl is empty', () => {
    expect(serviceBaseUrl(DEFAULT_CONFIG, 'product', origin)).toBe('http://127.0.0.1:4173/product/api/v1/');
    expect(serviceBaseUrl(DEFAULT_CONFIG, 'backoffice', origin)).toBe('http://127.0.0.1:4173/');
  });
  it('joins a path to apiUrl, keeps absolute URLs, and sends dev: paths to devApiUrl', () => {
    const config = parseConfig({
      apiUrl: 'https://api.example.co.th/',
      devApiUrl: 'https://dev.example.co.th',
      services: { order: 'https://orders.example.co.th/v2', finance: 'dev:/finance/api/v1/' },
    });
    expect(serviceBaseUrl(config, 'grocery', origin)).toBe('https://api.example.co.th/grocery/api/v1/');
    expect(serviceBaseUrl(config, 'order', origin)).toBe('https://orders.example.co.th/v2/');
    expect(serviceBaseUrl(config, 'finance', origin)).toBe('https://dev.example.co.th/finance/api/v1/');
  });
});
