import type { Plugin } from 'vite';

/** The demo's config.json (public/config.json), the file `npm start` serves. */
export const DEMO_CONFIG_FILE: string;
export function demoConfigText(): string;
/** A build's config.json made from the demo's: the demo off, no public demo. */
export function productionConfigText(demoConfig: string): string;
export function productionConfigPlugin(): Plugin;
