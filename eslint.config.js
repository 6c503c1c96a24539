import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';
import house from './eslint/layers.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'public/mockServiceWorker.js',
      'public/demoServiceWorker.js',
      '.tsbuild',
      '.tmp',
      // The perf kit's tools and bare app, copied as they are (bench/README.md), and their output.
      'bench/baseline-ra',
      'bench/measure-load.mjs',
      'bench/lighthouse-run.mjs',
      'bench/node_modules',
      'bench/.out',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The dependency rules hold for the app's code; tests may reach across to check it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.e2e.ts'],
    plugins: { house },
    rules: { 'house/layers': 'error' },
  },
  {
    files: ['scripts/**', 'tests/**', 'src/demo/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
);
