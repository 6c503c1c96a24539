/**
 * The production build's own files, read from dist/ with no browser: the config.json it ships, the
 * screens' chunk sizes, the demo's chunk that nothing imports statically, V8's compile hints. What
 * a page downloads is tests/e2e/budget.test.ts's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

describe('config.json', () => {
  it('the build ships one with the demo off: copying dist/ onto a server never starts the demo', () => {
    // The browser tests are served the demo's config.json over it (tests/e2e/globalSetup.ts).
    const built = JSON.parse(readFileSync(join(process.cwd(), 'dist', 'config.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(built.demo).toBe(false);
    expect(built.publicDemo).toBeUndefined();
    // The rest is the demo's file as it is (services, workflow codes): only the demo is turned off.
    const demo = JSON.parse(readFileSync(join(process.cwd(), 'public', 'config.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(demo.demo).toBe(true);
    expect({ ...built, demo: true }).toEqual(demo);
  });
});

describe('screen chunks', () => {
  const SCREEN_BUDGET_GZIP = 60 * 1000;
  const SCREENS =
    /^(Brand|Category|Subcategory|Unit|Product|SystemProduct|Package)(List|Create|Edit|Show|Form)-[\w-]+\.js$/;

  it(`no screen's own chunk is over ${SCREEN_BUDGET_GZIP / 1000} KB gzip`, () => {
    const assets = join(process.cwd(), 'dist', 'assets');
    const screens = readdirSync(assets).filter((file) => SCREENS.test(file));
    expect(screens.length).toBeGreaterThanOrEqual(12);
    const sizes = Object.fromEntries(
      screens.map((file) => [file, gzipSync(readFileSync(join(assets, file)), { level: 9 }).length]),
    );
    const over = Object.entries(sizes).filter(([, size]) => size > SCREEN_BUDGET_GZIP);
    expect(over).toEqual([]);
  });
});

describe("the demo's chunk", () => {
  it('no other chunk imports it statically, so the demo off never downloads it', () => {
    const assets = join(process.cwd(), 'dist', 'assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    const demo = scripts.filter((file) => /^demo-[\w-]+\.js$/.test(file));
    expect(demo).toHaveLength(1);
    const staticImport = new RegExp(`(from|import)\\s*["']\\./${demo[0].replace('.', '\\.')}["']`);
    const importers = scripts.filter(
      (file) => file !== demo[0] && staticImport.test(readFileSync(join(assets, file), 'utf8')),
    );
    expect(importers).toEqual([]);
  });
});

describe('compile hints', () => {
  const HINT = '//# allFunctionsCalledOnLoad\n';

  it("the code every page runs at start begins with V8's compile hint, and no screen's or language's own chunk does", () => {
    const dist = join(process.cwd(), 'dist');
    const assets = join(dist, 'assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    const entry = /<script type="module" crossorigin src="\/assets\/([^"]+\.js)">/.exec(
      readFileSync(join(dist, 'index.html'), 'utf8'),
    )?.[1];
    expect(entry).toBeDefined();
    const startUp = [
      entry!,
      ...scripts.filter((file) => /^(screens|resources|demo|Adv)-[\w-]+\.js$/.test(file)),
    ];
    expect(startUp).toHaveLength(5);
    const hinted = scripts.filter((file) => readFileSync(join(assets, file), 'utf8').startsWith(HINT));
    expect(hinted.sort()).toEqual(startUp.sort());
  });
});
