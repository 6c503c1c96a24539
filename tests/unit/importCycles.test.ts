import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, runtimeImports, type ImportGraph } from '../support/importGraph';

const graphOf = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges));

describe('the import graph (docs/decisions.md, "Layers")', () => {
  // Reads every file of the app: a limit for a loaded 2-core machine, not a time check.
  it('has no cycle among the static imports of the app', () => {
    expect(importCycles(importGraph(process.cwd(), 'src'))).toEqual([]);
  }, 60_000);

  it("reads a module's static imports and re-exports, relative ones only", () => {
    const text = [
      "import { a } from './a';",
      "import b from '../b';",
      "import * as c from './c';",
      "import './side-effect';",
      "export { d } from './d';",
      "export * from './e';",
      "import { useState } from 'react';",
    ].join('\n');
    expect(runtimeImports('x.ts', text)).toEqual(['./a', '../b', './c', './side-effect', './d', './e']);
  });

  it('leaves out dynamic imports and what only types use', () => {
    const text = [
      "import type { A } from './typeOnly';",
      "import { type B, type C } from './namesMarkedType';",
      "export type { D } from './typeReexport';",
      "export { type E } from './nameReexportMarkedType';",
      "const screen = () => import('./lazy');",
      "import { type F, g } from './mixed';",
    ].join('\n');
    expect(runtimeImports('x.ts', text)).toEqual(['./mixed']);
  });

  it('finds a cycle, and names it from its first file', () => {
    const graph = graphOf({
      'src/registry/registry.ts': ['src/layout/Menu.tsx'],
      'src/layout/Menu.tsx': ['src/resources/shared/ui/ResourceList.tsx'],
      'src/resources/shared/ui/ResourceList.tsx': ['src/registry/registry.ts', 'src/api/http.ts'],
      'src/api/http.ts': [],
    });
    expect(importCycles(graph)).toEqual([
      'src/layout/Menu.tsx → src/resources/shared/ui/ResourceList.tsx → src/registry/registry.ts → src/layout/Menu.tsx',
    ]);
  });

  it('finds each cycle, a file importing itself too, and none in a graph without one', () => {
    const graph = graphOf({ a: ['b'], b: ['a'], c: ['c'], d: ['e'], e: [] });
    expect(importCycles(graph)).toEqual(['a → b → a', 'c → c']);
    expect(importCycles(graphOf({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });
});
