/*
 * The house's dependency rules as an ESLint rule (docs/decisions.md, "Layers"): which part of
 * `src/` may import which. A relative import is resolved against the importing file and both ends
 * are placed in a layer; a pair the table refuses is an error naming the rule it breaks.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');

/** The layer of a file under `src/`, or undefined for one outside it. */
export function layerOf(file) {
  const relative = path.relative(SRC, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [top, second] = relative.split(path.sep);
  if (['api', 'providers', 'config', 'registry'].includes(top)) return { layer: 'engine' };
  if (['layout', 'auth', 'routes'].includes(top)) return { layer: 'shell' };
  if (top === 'assets') return { layer: 'assets' };
  if (top === 'i18n') return { layer: 'texts' };
  if (top === 'demo') return { layer: 'demo' };
  if (top === 'startup') return { layer: 'startup' };
  if (top === 'resources') {
    if (!second || /\.tsx?$/.test(second)) return { layer: 'resource-list' };
    if (second === 'shared') return { layer: 'resources-shared' };
    return { layer: 'resource', folder: second };
  }
  return { layer: 'startup' };
}

/** Why `from` may not import `to`, or undefined when it may. */
export function refusal(from, to) {
  if (!from || !to) return undefined;
  const ui = ['shell', 'resource', 'resources-shared', 'resource-list', 'startup'];
  switch (from.layer) {
    case 'engine':
      if (ui.includes(to.layer))
        return 'the engine (api, providers, config, registry) knows no screen and no resource';
      if (to.layer === 'demo')
        return 'the engine knows no demo: the demo kit fills in what it names (DemoModules)';
      return undefined;
    case 'texts':
      if (!['texts', 'engine', 'assets'].includes(to.layer))
        return 'the texts import texts and the engine only';
      return undefined;
    case 'shell':
      if (['resource', 'resources-shared', 'resource-list'].includes(to.layer))
        return 'the shell knows no resource: it gets what it needs from the registry, passed in';
      if (to.layer === 'startup')
        return 'the shell does not reach into the start-up: it is given what it needs (props)';
      return undefined;
    case 'demo':
      if (['shell', 'resource', 'resources-shared', 'resource-list', 'startup'].includes(to.layer))
        return 'the demo knows no screen and no resource folder: it gets the resources from the registry';
      return undefined;
    case 'resources-shared':
      if (to.layer === 'resource' || to.layer === 'resource-list')
        return 'resources/shared serves every resource and knows none of them';
      if (to.layer === 'startup') return 'a resource does not reach into the start-up';
      return undefined;
    case 'resource':
      if (to.layer === 'resource' && to.folder !== from.folder)
        return `resource folders use resources/shared, the engine and the registry, not each other ("${to.folder}")`;
      if (to.layer === 'resource-list') return 'a resource folder does not import the list of resources';
      if (to.layer === 'startup') return 'a resource does not reach into the start-up';
      return undefined;
    default:
      return undefined;
  }
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * The file a relative import names: as written when it has an extension, else the first source
 * file that exists (a folder's index too: `../resources` is the list of resources). A file not
 * written yet is taken as `.ts`, which places it in the same layer.
 */
function resolved(file, specifier) {
  const base = path.resolve(path.dirname(file), specifier);
  if (/\.(tsx?|m?js|json|css|svg|png)$/.test(base)) return base;
  const found = SOURCE_EXTENSIONS.map((extension) => base + extension).find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
  return found ?? base + SOURCE_EXTENSIONS[0];
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'The dependency rules between the engine, the shell, the demo and the resources' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const why = refusal(from, layerOf(resolved(file, source)));
      if (why) context.report({ node, message: `${source}: ${why}` });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      // `typeof import('../x')` in a type.
      TSImportType: (node) => check(node, node.source?.value ?? node.argument?.literal?.value),
    };
  },
};

export default { rules: { layers: rule } };
