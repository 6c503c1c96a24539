import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

function resolveModule(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = join(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
}

/** The modules a file imports for their values: `import()` and type-only imports are not followed. */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly =
        clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      if (!typeOnly) found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return found.flatMap((specifier) => resolveModule(file, specifier) ?? []);
}

/** Every source file the entry reaches through static imports: the sign-in page's code. */
function initialModules(entry: string): Set<string> {
  const reached = new Set<string>();
  const pending = [join(ROOT, entry)];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    pending.push(...valueImports(file));
  }
  return new Set([...reached].map((file) => relative(ROOT, file).replaceAll('\\', '/')));
}

describe("the sign-in page's code does not grow with every resource", () => {
  const initial = initialModules('src/startup/main.tsx');

  it('reaches every resource definition, and so the registry', () => {
    expect(initial).toContain('src/resources/index.ts');
    expect(initial).toContain('src/resources/brands/index.ts');
    expect(initial).toContain('src/resources/products/index.ts');
  });

  it("reaches nothing else of a resource's folder: texts, data descriptions and screens load later", () => {
    const resourceFiles = [...initial].filter(
      (file) => /^src\/resources\/(?!shared\/)[^/]+\//.test(file) && !/\/index\.ts$/.test(file),
    );
    // The one exception, of a fixed size: the menu's description, which a signed-in visit asks for
    // before any screen's code has loaded (every access decision waits for the menu).
    expect(resourceFiles).toEqual(['src/resources/menus/menuData.ts']);
  });

  it('reaches neither the demo backend nor English', () => {
    expect(
      [...initial].filter((file) => /^src\/demo\/|\/texts\.en\.ts$|^src\/i18n\/en\.ts$/.test(file)),
    ).toEqual([]);
  });
});
