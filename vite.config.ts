import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build, defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { AtRule, Plugin as PostcssPlugin } from 'postcss';
import { productionConfigPlugin } from './scripts/productionConfig.mjs';

/**
 * Keeps only the woff2 source of every @font-face that has one, so that the build neither emits nor
 * serves the woff copies that no supported browser loads (@fontsource ships woff2 and woff).
 * Runs after @import is inlined and before Vite rewrites url()s.
 */
const woff2Only: PostcssPlugin = {
  postcssPlugin: 'woff2-only',
  AtRule: {
    'font-face': (rule: AtRule) => {
      const sources = rule.nodes?.filter((node) => node.type === 'decl' && node.prop === 'src') ?? [];
      const woff2 = sources
        .flatMap((decl) => (decl.type === 'decl' ? decl.value.split(/,(?![^(]*\))/) : []))
        .map((source) => source.trim())
        .filter((source) => /format\(\s*['"]?woff2['"]?\s*\)/.test(source));
      if (woff2.length === 0) return;
      sources.forEach((decl, index) => {
        if (index === 0 && decl.type === 'decl') decl.value = woff2.join(', ');
        else decl.remove();
      });
    },
  },
};

/** The demo's seed and behaviour: every resource's demo files and the demo backend itself. */
const DEMO_SOURCE = /(^src\/demo\/|\/demo\/|\/demo(Seed)?\.ts$|\/[a-zA-Z]+Demo\.ts$)/;

/** The demo chunk: its sources, the login page's demo users and MSW with what only it uses. */
const DEMO_CODE = new RegExp(
  `${DEMO_SOURCE.source}|^src/auth/DemoUsers\\.tsx$|` +
    '^node_modules/(msw|@mswjs|tldts|tldts-core|tough-cookie|headers-polyfill|rettime|@open-draft|strict-event-emitter|outvariant|is-node-process|until-async)/',
);

/**
 * The shared code of the signed-in screens: the layout, the shared screen parts (not the PDF
 * report, which only its button loads, nor the date picker, which loads with the screens that
 * type dates) and the UI libraries; each resource's own screens stay in their own small files.
 */
// MUI X (the charts) is left to the few screens that draw charts: it is half the size of the rest.
const SHARED_SCREEN_CODE =
  /^(src\/layout\/|src\/resources\/shared\/(?!files\/pdf\/|ui\/datePicker\/)|src\/auth\/ChangePasswordPage|node_modules\/(@mui\/(?!x-)[^/]+|@emotion|ra-core|ra-ui-materialui|react-admin|lodash|jsonexport|diacritic|@mdi|react-hook-form|@tanstack|react-router|inflection|clsx|dayjs|@popperjs|react-transition-group|react-dropzone|attr-accept|file-selector|fast-deep-equal)\/)/;

/**
 * The resources' Thai texts and data descriptions (the signed-in shell loads them; the sign-in page
 * must not: docs/performance.md, "Targets") and the few shared facts the demo backend also reads
 * (upload targets, role labels, the bank options, the encryption and the Thai id rules it makes its
 * seed with, and every `*Rules.ts`: the checks both a form and the demo service make).
 */
const RESOURCE_FACTS =
  /^(src\/resources\/[^/]+\/(texts\.th|[a-zA-Z]+Data|[a-zA-Z]+Rules)\.ts|src\/resources\/shared\/([a-zA-Z]+\/)*([a-zA-Z]+Rules|[a-zA-Z]+Wire|uploads|banks|money|personalData|transactionTypes|orderStatus)\.ts|src\/registry\/menuEntries\.ts|src\/layout\/roleLabel\.ts|src\/api\/(crypto|thaiId|thaiPhone)\.ts|src\/auth\/passwordRules\.ts)$/;

const ENGLISH_TEXTS =
  /^(src\/i18n\/(en|appEnglish)\.ts|src\/resources\/[^/]+\/texts\.en\.ts|node_modules\/ra-language-english\/)/;

/** A module's path from the project root, with forward slashes (rolldown gives absolute ids). */
const projectPath = (id: string) => relative(process.cwd(), id.split('?')[0]!).replaceAll('\\', '/');

/**
 * A fingerprint of the demo's seed code, fixed at build time: a visitor whose stored demo data
 * was made by the same code opens it as it is, without generating thousands of seed records on
 * every load; a build with a changed seed reseeds.
 */
function demoSeedVersion(): string {
  const files = (readdirSync('src', { recursive: true }) as string[])
    .map((file) => join('src', file).replaceAll('\\', '/'))
    .filter((file) => file.endsWith('.ts') && DEMO_SOURCE.test(file))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Puts the entry's small stylesheet (the font faces and a few rules, about 4 KB) into index.html
 * instead of linking it: one request fewer, and no render-blocking fetch before the first paint.
 * The CSP allows inline styles already (MUI injects its own).
 */
const inlineEntryStylesheet: Plugin = {
  name: 'inline-entry-stylesheet',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, { bundle }) => {
      if (!bundle) return html;
      return html.replace(
        /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
        (link, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset' || typeof asset.source !== 'string') return link;
          return `<style>${asset.source}</style>`;
        },
      );
    },
  },
};

/**
 * The chunks a page runs as it starts (the entry, the demo backend; on a signed-in page the
 * screens' shared code and the resources' texts and descriptions). Marked so that Chrome (136 and
 * later, V8's explicit compile hints) compiles all their functions on a background thread while the
 * file downloads, instead of each one on the main thread when first called (docs/performance.md,
 * "What was done, and why it helped"). Other browsers read a comment.
 */
const APP_CHUNKS_RUN_AT_START = ['screens', 'resources', 'demo'];
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the hint on a start-up chunk's first line, where the explainer asks for it: after Vite has
 * put its preload map on top. The hint counts in the file's name, so that a file cached as immutable
 * never changes under the same name.
 */
const compileHints = (chunksRunAtStart: readonly string[]): Plugin => {
  const hinted = (chunk: { name: string; isEntry: boolean }) =>
    chunk.isEntry || chunksRunAtStart.includes(chunk.name);
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    augmentChunkHash: (chunk) => (hinted(chunk) ? COMPILE_HINT : undefined),
    generateBundle: {
      order: 'post',
      handler: (_options, bundle) => {
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && hinted(chunk)) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      },
    },
  };
};

/** What the app's build and the public pages' build share. */
const common = {
  // MSW's cookie jar asks tldts for registrable domains; the demo needs no public-suffix list.
  resolve: {
    alias: [{ find: /^tldts$/, replacement: join(import.meta.dirname, 'src/demo/publicSuffixLite.ts') }],
    // ra-input-rich-text's install nests an older @tiptap/core and @tiptap/pm beside the newer ones
    // its extensions need (isValidCSSStyleValue): one copy of each, or tiptap's extensions and
    // ProseMirror's schema checks fail between two copies.
    dedupe: ['@tiptap/core', '@tiptap/pm'],
  },
  define: { __DEMO_SEED_VERSION__: JSON.stringify(demoSeedVersion()) },
  css: { postcss: { plugins: [woff2Only] } },
} satisfies UserConfig;

/**
 * The pages anyone may open (`Adv.html` serves `/Adv`): every HTML file beside index.html.
 * The dev server answers `/Adv` with `Adv.html` by itself; web servers do it with one rule
 * (docs/deploying.md).
 */
const PUBLIC_PAGES = readdirSync(import.meta.dirname).filter(
  (file) => file.endsWith('.html') && file !== 'index.html',
);

/**
 * In the public pages' build, leaves out what a public page never loads: the resources' screens and
 * texts (their definitions name them as loaders). What it keeps: the public pages themselves, and
 * for demo mode the demo backend with the data descriptions it serves.
 */
const onlyWhatPublicPagesLoad: Plugin = {
  name: 'only-what-public-pages-load',
  resolveDynamicImport: async function (source, importer) {
    if (typeof source !== 'string' || !importer || !/\/src\/resources\/[^/]+\/index\.ts$/.test(importer))
      return null;
    const resolved = await this.resolve(source, importer);
    const path = resolved ? projectPath(resolved.id) : '';
    const kept = /\/public\//.test(path) || DEMO_SOURCE.test(path) || /Data\.ts$/.test(path);
    return kept ? null : { id: source, external: true };
  },
};

/**
 * Builds the public pages after the app, as a build of their own: sharing a build with the app
 * would put React in a chunk with the app's start-up code, and a visitor of `/Adv` on a phone would
 * download the whole back-office shell.
 */
function publicPagesBuild(): Plugin {
  let outDir = 'dist';
  return {
    name: 'public-pages',
    apply: 'build',
    configResolved: (config) => {
      outDir = config.build.outDir;
    },
    closeBundle: async () => {
      if (PUBLIC_PAGES.length === 0) return;
      await build({
        ...common,
        configFile: false,
        root: import.meta.dirname,
        logLevel: 'warn',
        plugins: [react(), onlyWhatPublicPagesLoad, compileHints([])],
        build: {
          outDir,
          emptyOutDir: false,
          // The app's build copied public/ already, and wrote its own config.json over the demo's.
          copyPublicDir: false,
          sourcemap: false,
          chunkSizeWarningLimit: 1500,
          rolldownOptions: {
            input: PUBLIC_PAGES.map((file) => join(import.meta.dirname, file)),
            // In demo mode a public page starts the demo backend: one file of it, under a name of
            // its own (the app's `demo` chunk is the one the budget test follows).
            output: {
              // Named apart from the app's files (the app's `demo-*.js` is the one its tests follow).
              chunkFileNames: 'assets/public-[name]-[hash].js',
              codeSplitting: {
                // Only the demo's own modules: what the page shares with it (the landing rules) stays
                // with the page, so that the page never waits for the demo's file with the demo off.
                groups: [
                  {
                    name: 'public-demo',
                    test: (id) => DEMO_CODE.test(projectPath(id)),
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      });
    },
  };
}

export default defineConfig({
  ...common,
  plugins: [
    react(),
    inlineEntryStylesheet,
    compileHints(APP_CHUNKS_RUN_AT_START),
    // dist/config.json with the demo off; the preview answers with the demo's (docs/deploying.md).
    productionConfigPlugin(),
    publicPagesBuild(),
  ],
  // Only the app's own page: the benchmark's bare react-admin app (bench/baseline-ra) has its own.
  optimizeDeps: { entries: ['index.html'] },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the first page needs, in one file rather than dozens of small ones.
            { name: 'app', tags: ['$initial'], priority: 4 },
            // What both the signed-in screens and the demo backend read (texts, data descriptions,
            // wire facts): its own file, so that the demo on the sign-in page does not pull in the
            // screens' shared code.
            { name: 'resources', test: (id) => RESOURCE_FACTS.test(projectPath(id)), priority: 3 },
            // What every signed-in screen shares (the layout, the shared screen parts and the
            // libraries they use): one file, fetched once, instead of thirty small ones per screen.
            {
              name: 'screens',
              // Demo code goes with the demo, never with the screens.
              test: (id) => SHARED_SCREEN_CODE.test(projectPath(id)) && !DEMO_SOURCE.test(projectPath(id)),
              priority: 2,
            },
            // English, the app's and every resource's: one file, fetched when someone chooses it.
            { name: 'english', test: (id) => ENGLISH_TEXTS.test(projectPath(id)), priority: 2 },
            // The demo backend, its seed and MSW: one file, fetched only in demo mode.
            { name: 'demo', test: (id) => DEMO_CODE.test(projectPath(id)), priority: 1 },
          ],
        },
      },
    },
  },
});
