import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { AtRule, Plugin as PostcssPlugin } from 'postcss';

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

export default defineConfig({
  plugins: [react()],
  define: { __DEMO_SEED_VERSION__: JSON.stringify(demoSeedVersion()) },
  css: { postcss: { plugins: [woff2Only] } },
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
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
