import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resources } from '../../src/resources';

describe('public pages and their HTML files', () => {
  it('each public page has `<path>.html` beside index.html (the build and web servers serve it), and each such file a page', () => {
    const files = readdirSync('.').filter((file) => file.endsWith('.html') && file !== 'index.html');
    const pages = resources
      .flatMap((definition) => definition.publicPages ?? [])
      .map((page) => `${page.path.slice(1)}.html`);
    expect(files.sort()).toEqual(pages.sort());
    expect(files).toContain('Adv.html');
  });
});
