import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../config/config';
import { defineResource, everySignedInUser, type PublicPageDefinition } from '../registry/definition';
import { publicPageApi, publicPageFor, publicPageLanguage } from './publicPages';

const landing: PublicPageDefinition = {
  path: '/Adv',
  page: () => Promise.reject(new Error('not loaded here')),
};
const definitions = [
  defineResource({ name: 'plain', access: everySignedInUser() }),
  defineResource({ name: 'adverts', access: everySignedInUser(), publicPages: [landing] }),
];

describe('publicPageFor', () => {
  it('finds the page of its exact path, with or without a trailing slash', () => {
    expect(publicPageFor(definitions, '/Adv')).toBe(landing);
    expect(publicPageFor(definitions, '/Adv/')).toBe(landing);
  });
  it('finds none for other paths: paths are case-sensitive, as the server serves Adv.html', () => {
    expect(publicPageFor(definitions, '/adv')).toBeUndefined();
    expect(publicPageFor(definitions, '/Adv/more')).toBeUndefined();
    expect(publicPageFor(definitions, '/')).toBeUndefined();
  });
});

describe('publicPageLanguage', () => {
  it("keeps the language chosen in the back-office on this browser (react-admin's stored JSON)", () => {
    expect(publicPageLanguage('"en"', ['th-TH'])).toBe('en');
    expect(publicPageLanguage('"th"', ['en-US'])).toBe('th');
  });
  it("otherwise follows the browser's first Thai or English preference, Thai by default", () => {
    expect(publicPageLanguage(null, ['en-GB', 'th'])).toBe('en');
    expect(publicPageLanguage(null, ['fr-FR', 'th-TH', 'en'])).toBe('th');
    expect(publicPageLanguage(null, ['ja-JP'])).toBe('th');
    expect(publicPageLanguage('garbage', [])).toBe('th');
  });
});

describe('publicPageApi', () => {
  it('calls the back-office API of config.json with the API key and no token', () => {
    const config = { ...DEFAULT_CONFIG, apiUrl: 'https://api.example.co.th', apiKey: 'k-123' };
    expect(publicPageApi(config, 'https://bo.example.co.th')).toEqual({
      apiBase: 'https://api.example.co.th/',
      apiHeaders: { 'x-api-key': 'k-123' },
    });
  });
  it('calls the page’s own origin, without headers, when config.json names no API host or key', () => {
    expect(publicPageApi({ ...DEFAULT_CONFIG, apiUrl: '', apiKey: '' }, 'http://127.0.0.1:4173')).toEqual({
      apiBase: 'http://127.0.0.1:4173/',
      apiHeaders: {},
    });
  });
});
