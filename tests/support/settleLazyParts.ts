import { afterAll } from 'vitest';
import { shellDefinitions } from '../../src/App';
import type { ResourceDefinition } from '../../src/registry/definition';
import { resources } from '../../src/resources';

/*
 * A drawn screen's code, texts and demo load in the background (lazy parts of the registry). Files
 * share their worker's modules (vitest.config.ts, isolate: false), and an import still running when
 * a file ends is cut off there and left broken for the next file that imports it: a unit run once
 * failed the partner input's and the transaction parts' whole files so, on an import another file
 * had started. So each file, as it ends, lets every lazy part of the registry finish loading: after
 * the first file they are all loaded, and the wait is a promise's turn.
 */

const loaders = (definition: ResourceDefinition): (() => Promise<unknown>)[] => [
  ...Object.values(definition.screens ?? {}),
  ...(definition.home ? [definition.home] : []),
  ...(definition.routes ?? []).map((route) => route.screen),
  ...(definition.publicPages ?? []).map((page) => page.page),
  ...(definition.texts ? [definition.texts.th, definition.texts.en] : []),
  ...(definition.demo ? [definition.demo] : []),
  ...(typeof definition.data === 'function' ? [definition.data] : []),
  ...[definition.search ?? []].flat().flatMap((search) => (search.details ? [search.details] : [])),
];

export async function settleLazyParts(): Promise<void> {
  await Promise.allSettled([...shellDefinitions, ...resources].flatMap(loaders).map((load) => load()));
}

afterAll(settleLazyParts);
