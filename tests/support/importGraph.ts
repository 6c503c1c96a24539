import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Each file's static relative imports, as paths relative to the root given. */
export type ImportGraph = Map<string, string[]>;

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The source file a relative specifier names, or undefined (a stylesheet, a picture). */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/**
 * The specifiers a module needs when it runs: static `import` and `export ... from`. Left out: a
 * dynamic `import()` (loaded later, on demand), and what only types use (`import type`, `export
 * type`, or an import whose every name is marked `type`), which the build removes.
 */
export function runtimeImports(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause &&
        !clause.name &&
        bindings &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly);
      if (onlyTypes) continue;
      if (ts.isStringLiteral(statement.moduleSpecifier)) found.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause) && clause.elements.every((element) => element.isTypeOnly))
        continue;
      if (ts.isStringLiteral(statement.moduleSpecifier)) found.push(statement.moduleSpecifier.text);
    }
  }
  return found.filter((specifier) => specifier.startsWith('.'));
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|e2e)\.tsx?$|\.e2e\.ts$|\.d\.ts$/.test(entry.name)
      ? [path]
      : [];
  });
}

/** The graph of the app's own files under `directory` (tests left out), named relative to `root`. */
export function importGraph(root: string, directory: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of sourceFiles(join(root, directory))) {
    const targets = runtimeImports(file, readFileSync(file, 'utf8')).flatMap((specifier) => {
      const target = resolveSpecifier(file, specifier);
      return target ? [relative(root, target)] : [];
    });
    graph.set(relative(root, file), [...new Set(targets)]);
  }
  return graph;
}

/**
 * The import cycles of a graph: each group of files that reach one another (Tarjan's strongly
 * connected components), shown as one cycle through its first file, `a → b → a`.
 */
export function importCycles(graph: ImportGraph): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1 || (graph.get(file) ?? []).includes(file)) groups.push(group);
    }
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return groups.map((group) => cycleThrough(graph, new Set(group)).join(' → ')).sort();
}

/** A shortest way from the group's first file back to itself, inside the group. */
function cycleThrough(graph: ImportGraph, group: Set<string>): string[] {
  const start = [...group].sort()[0];
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const target of graph.get(file) ?? []) {
      if (!group.has(target)) continue;
      if (target === start) {
        const path: string[] = [];
        for (let at = file; at !== start; at = cameFrom.get(at)!) path.unshift(at);
        return [start, ...path, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start];
}
