import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Comments stay short (docs/decisions.md, "Comments"): over the app code, comment lines are under
 * 8 % of the non-blank lines, and no file of at least 20 non-blank lines is above 35 %.
 */

const ROOT = join(import.meta.dirname, '..', '..');
const OVERALL_LIMIT = 0.08;
const FILE_LIMIT = 0.35;
/** Below this many non-blank lines one comment is a large share of nothing: such a file is not judged alone. */
const SMALL_FILE = 20;

/** App code: the TypeScript under src/, without tests and browser-test steps. */
const APP_FILE = /\.tsx?$/;
const TEST_FILE = /\.test\.tsx?$|\.e2e\.tsx?$/;

interface LineCount {
  code: number;
  comment: number;
}

/**
 * A file's non-blank lines: a line with only comment text on it is a comment line, a line with any
 * code on it (a trailing comment or not) is a code line. The TypeScript parser finds the comments,
 * so `//` in a string or a URL is not one.
 */
function countLines(source: string, fileName = 'file.tsx'): LineCount {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kind);
  const inComment = new Uint8Array(source.length);
  const seen = new Set<number>();
  const mark = (ranges: ts.CommentRange[] | undefined) =>
    ranges?.forEach(({ pos, end }) => {
      if (seen.has(pos)) return;
      seen.add(pos);
      inComment.fill(1, pos, end);
    });
  const visit = (node: ts.Node) => {
    mark(ts.getLeadingCommentRanges(source, node.getFullStart()));
    mark(ts.getTrailingCommentRanges(source, node.getEnd()));
    node.getChildren(file).forEach(visit);
  };
  visit(file);
  mark(ts.getLeadingCommentRanges(source, file.endOfFileToken.getFullStart()));

  const count: LineCount = { code: 0, comment: 0 };
  let start = 0;
  for (const line of source.split('\n')) {
    let code = false;
    let comment = false;
    for (let index = 0; index < line.length; index += 1) {
      if (/\s/.test(line[index])) continue;
      if (inComment[start + index]) comment = true;
      else code = true;
    }
    if (code) count.code += 1;
    else if (comment) count.comment += 1;
    start += line.length + 1;
  }
  return count;
}

const density = ({ code, comment }: LineCount) => (code + comment ? comment / (code + comment) : 0);

function appFiles(folder = join(ROOT, 'src')): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return appFiles(path);
    return APP_FILE.test(entry.name) && !TEST_FILE.test(entry.name) ? [path] : [];
  });
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

interface NamedCount extends LineCount {
  name: string;
}

/** What breaks the limits: the overall share, then each file of `SMALL_FILE` lines or more above `FILE_LIMIT`. */
function densityProblems(counts: readonly NamedCount[]): string[] {
  const total = counts.reduce<LineCount>(
    (sum, count) => ({ code: sum.code + count.code, comment: sum.comment + count.comment }),
    { code: 0, comment: 0 },
  );
  const overall = density(total) >= OVERALL_LIMIT ? [`overall: ${percent(density(total))}`] : [];
  const dense = counts
    .filter((count) => count.code + count.comment >= SMALL_FILE && density(count) > FILE_LIMIT)
    .map((count) => `${count.name}: ${percent(density(count))}`);
  return [...overall, ...dense];
}

describe('the line count', () => {
  it('counts lines with only comment text as comment lines, and blank lines as nothing', () => {
    const source = [
      '/**',
      ' * Why the function exists.',
      ' */',
      'export function f() {',
      '',
      '  // a line comment',
      '  return 1; // a trailing comment is on a code line',
      '}',
      '/* one */ /* two */',
    ].join('\n');
    expect(countLines(source)).toEqual({ code: 3, comment: 5 });
  });

  it('does not take comment marks inside strings, templates or JSX text for comments', () => {
    const source = [
      "const url = 'https://example.com/*';",
      'const template = `',
      '// in a template',
      '`;',
      'const view = <p>// text, not a comment</p>;',
      'const kept = <div>{/* a JSX comment */}</div>;',
      '{',
      '  /* a block',
      '     over two lines */',
      '}',
    ].join('\n');
    expect(countLines(source)).toEqual({ code: 8, comment: 2 });
  });

  it('reads the share of comment lines, and an empty file as none', () => {
    expect(density({ code: 3, comment: 1 })).toBe(0.25);
    expect(density({ code: 0, comment: 0 })).toBe(0);
  });
});

describe('the limits', () => {
  const file = (name: string, code: number, comment: number): NamedCount => ({ name, code, comment });

  it('refuse 8 % overall, and pass just under it', () => {
    expect(densityProblems([file('a.ts', 92, 8)])).toEqual(['overall: 8.0 %']);
    expect(densityProblems([file('a.ts', 93, 7)])).toEqual([]);
  });

  it('refuse a file of 20 lines or more above 35 %, and leave a smaller one to the overall share', () => {
    const big = file('big.ts', 12, 8);
    const small = file('small.ts', 9, 10);
    const filler = file('filler.ts', 2000, 0);
    expect(densityProblems([big, small, filler])).toEqual(['big.ts: 40.0 %']);
    expect(densityProblems([file('edge.ts', 13, 7), filler])).toEqual([]);
  });
});

describe('comments in the app code', () => {
  const counts = appFiles().map((path) => {
    const name = relative(ROOT, path).split(sep).join('/');
    return { name, ...countLines(readFileSync(path, 'utf8'), name) };
  });

  it('are counted in every app file and in no test', () => {
    const names = counts.map(({ name }) => name);
    expect(names).toContain('src/App.tsx');
    expect(names).toContain('src/registry/definition.ts');
    expect(names.filter((name) => TEST_FILE.test(name))).toEqual([]);
    expect(names.length).toBeGreaterThan(300);
  });

  it(`stay under ${percent(OVERALL_LIMIT)} overall and at most ${percent(FILE_LIMIT)} of a file of ${SMALL_FILE} lines or more`, () => {
    expect(densityProblems(counts)).toEqual([]);
  });
});
