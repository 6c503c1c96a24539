import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { appEnglish } from '../../src/i18n/appEnglish';
import { appThai } from '../../src/i18n/appThai';
import { raThai } from '../../src/i18n/raThai';
import { tiptapEnglish, tiptapThai } from '../../src/i18n/raTiptap';
import { shellDefinitions } from '../../src/App';
import { resources } from '../../src/resources';

const withTexts = [...shellDefinitions, ...resources].filter((definition) => definition.texts);
const resourceTexts = await Promise.all(
  withTexts.map(
    async (definition) =>
      [
        definition.name,
        (await definition.texts!.th()).default,
        (await definition.texts!.en()).default,
      ] as const,
  ),
);

function leaves(messages: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') for (const [k, v] of leaves(value, path)) found.set(k, v);
    else found.set(path, String(value));
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

const bundles: [string, object, object][] = [
  ['react-admin', englishMessages, raThai],
  ['rich-text editor', tiptapEnglish, tiptapThai],
  ['app', appEnglish, appThai],
  ...resourceTexts.map(([name, th, en]): [string, object, object] => [`resource ${name}`, en, th]),
];

describe.each(bundles)('%s messages in Thai', (_name, english, thai) => {
  const en = leaves(english);
  const th = leaves(thai);

  it('have every key the English ones have, and no more', () => {
    expect([...th.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('keep the placeholders and plural parts of each English text', () => {
    for (const [key, text] of en) {
      const translated = th.get(key)!;
      expect(placeholders(translated), key).toEqual(placeholders(text));
      expect(translated.split('||||').length, key).toBe(text.split('||||').length);
    }
  });

  it('are translated (mostly Thai script)', () => {
    const thaiTexts = [...th.values()].filter((text) => /[\u0E00-\u0E7F]/.test(text));
    expect(thaiTexts.length / th.size).toBeGreaterThan(0.8);
  });
});
