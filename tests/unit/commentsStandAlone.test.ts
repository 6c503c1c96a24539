import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments stand alone: they cite the repository's own documents (docs/requirements.md and the
 * other docs), never the specification or the design that a person who clones the repository does
 * not have, and what they cite exists.
 */

const ROOT = join(import.meta.dirname, '..', '..');
const SELF = 'tests/unit/commentsStandAlone.test.ts';

/** Where the code is: every text file under these folders, and the project's own files at the root. */
const CODE_FOLDERS = ['src', 'tests', 'scripts', 'deploy'];
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|html|css|json|template|conf|sh|ya?ml)$/;
const ROOT_CODE_FILE = /\.(ts|js|mjs|cjs|html)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.out']);

/**
 * Files another branch of work owns (personal-data logging, issue 27's other helper) that still
 * cite the specification's sections. Remove each once that branch is merged and its references are
 * gone: a listed file that no longer needs the exception fails the test below.
 */
const KNOWN_EXCEPTIONS: readonly string[] = [];

/** References to documents outside the repository, by what they point at. */
const OUTSIDE_REFERENCES: readonly { what: string; pattern: RegExp }[] = [
  { what: 'a section of the specification', pattern: /\bspec(?:ification)?(?:'s)?\s*\(?§/i },
  { what: 'a section of the design', pattern: /\bDESIGN\s*§/i },
  { what: 'the design document', pattern: /\bDESIGN\.md\b/i },
  { what: "the specification's file", pattern: /000_ad4c20c38eeda7cb/i },
];

function walk(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : walk(path);
    return TEXT_FILE.test(entry.name) ? [path] : [];
  });
}

const repoPath = (path: string) => relative(ROOT, path).split(sep).join('/');

function codeFiles(): string[] {
  const inFolders = CODE_FOLDERS.flatMap((folder) => walk(join(ROOT, folder)));
  const atRoot = readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isFile() && ROOT_CODE_FILE.test(entry.name))
    .map((entry) => join(ROOT, entry.name));
  return [...inFolders, ...atRoot].map(repoPath).filter((path) => path !== SELF);
}

/** What in a text points outside the repository, one line per reference. */
function outsideReferences(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      OUTSIDE_REFERENCES.filter(({ pattern }) => pattern.test(line)).map(
        ({ what }) => `line ${index + 1}: ${what}: ${line.trim()}`,
      ),
    );
}

/** A comment continued on the next line reads as one line (` * `, `// ` and `# ` dropped). */
const joinCommentLines = (text: string) => text.replace(/\n[ \t]*(?:\*(?!\/)|\/\/|#)?[ \t]*/g, ' ');

/** Every `docs/<name>.md` a text names. */
function citedDocs(text: string): string[] {
  return [...joinCommentLines(text).matchAll(/(?<![\w./-])(docs\/[\w-]+\.md)/g)].map((match) => match[1]);
}

/**
 * Every section a text cites by its heading: `docs/api.md, "Transport"`, `docs/api.md's "Roles"`,
 * `README.md ("Load speed")`. In the docs themselves a sibling is named without `docs/`.
 */
function citedSections(text: string, inDocs = false): { doc: string; section: string }[] {
  const cite = /(?<![\w./-])((?:docs\/)?[\w-]+\.md)(?:'s)?,?\s*\(?"([^"\n]+)"/g;
  return [...joinCommentLines(text).matchAll(cite)].flatMap(([, doc, section]) => {
    const path = doc === 'README.md' || doc.startsWith('docs/') ? doc : inDocs ? `docs/${doc}` : undefined;
    return path ? [{ doc: path, section: section.replace(/\s+/g, ' ') }] : [];
  });
}

/** What a document can be cited by: its headings, its bold lead words and its tables' first cells. */
function sectionNames(markdown: string): string[] {
  return markdown.split('\n').flatMap((line) => {
    const heading = /^#+\s+(.*)$/.exec(line)?.[1];
    const firstCell = /^\|\s*([^|]+?)\s*\|/.exec(line)?.[1];
    const bold = [...line.matchAll(/\*\*(.+?)\*\*/g)].map((match) => match[1]);
    return [heading, firstCell, ...bold].flatMap((name) => (name ? [name.toLowerCase()] : []));
  });
}

const sectionsOf = new Map<string, string[]>();
function hasSection(doc: string, section: string): boolean {
  if (!sectionsOf.has(doc)) sectionsOf.set(doc, sectionNames(readFileSync(join(ROOT, doc), 'utf8')));
  const wanted = section.toLowerCase();
  return sectionsOf.get(doc)!.some((name) => name.includes(wanted));
}

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

describe('the checks themselves', () => {
  it('find a reference to the specification or the design, and leave the repository’s docs alone', () => {
    expect(outsideReferences('/** Spec §5: the paths a visitor may open. */')).toHaveLength(1);
    expect(outsideReferences("// the spec's (§3) field names")).toHaveLength(1);
    expect(outsideReferences(' * Access is denied unless declared (DESIGN §7).')).toHaveLength(1);
    expect(outsideReferences('// see DESIGN.md')).toHaveLength(1);
    expect(outsideReferences('// shared/spec/000_ad4c20c38eeda7cb.txt')).toHaveLength(1);
    expect(
      outsideReferences('/** The route guard (docs/requirements.md, "Sign-in and sessions"). */'),
    ).toEqual([]);
    expect(outsideReferences("const spec = FINANCE_VIEWS[name]; // the specification's text")).toEqual([]);
  });

  it('read a citation across comment lines, with or without a section', () => {
    const text = [
      '/**',
      ' * Drawer width 280 (docs/requirements.md, "Shell and',
      ' * layout"); see docs/api.md and docs/deploying.md\'s "Decryption keys".',
      ' */',
      '// (docs/performance.md, "Demo seeds")',
    ].join('\n');
    expect(citedDocs(text)).toEqual([
      'docs/requirements.md',
      'docs/api.md',
      'docs/deploying.md',
      'docs/performance.md',
    ]);
    expect(citedSections(text)).toEqual([
      { doc: 'docs/requirements.md', section: 'Shell and layout' },
      { doc: 'docs/deploying.md', section: 'Decryption keys' },
      { doc: 'docs/performance.md', section: 'Demo seeds' },
    ]);
    expect(citedSections('see decisions.md, "Demo backend"', true)).toEqual([
      { doc: 'docs/decisions.md', section: 'Demo backend' },
    ]);
  });

  it('take headings, bold lead words and first table cells as sections', () => {
    const markdown = [
      '## Sign-in and sessions',
      '- **Uploads** (`POST Upload`): ...',
      '| decryption keys | `GET` |',
    ];
    expect(sectionNames(markdown.join('\n'))).toEqual(['sign-in and sessions', 'uploads', 'decryption keys']);
  });
});

describe('comments that stand alone', () => {
  const files = codeFiles();

  it('are looked for in every code file', () => {
    expect(files).toContain('src/App.tsx');
    expect(files).toContain('scripts/serve-nginx.mjs');
    expect(files).toContain('vite.config.ts');
    expect(files.length).toBeGreaterThan(300);
  });

  it('point at no document outside the repository', () => {
    const found = files
      .filter((path) => !KNOWN_EXCEPTIONS.includes(path))
      .flatMap((path) => outsideReferences(read(path)).map((reference) => `${path}, ${reference}`));
    expect(found).toEqual([]);
  });

  it('have exceptions only for files that still need them', () => {
    const clean = KNOWN_EXCEPTIONS.filter(
      (path) => !existsSync(join(ROOT, path)) || !outsideReferences(read(path)).length,
    );
    expect(clean, 'remove these from KNOWN_EXCEPTIONS').toEqual([]);
  });

  it('cite docs that exist', () => {
    const missing = files.flatMap((path) =>
      citedDocs(read(path))
        .filter((doc) => !existsSync(join(ROOT, doc)))
        .map((doc) => `${path}: ${doc}`),
    );
    expect(missing).toEqual([]);
  });

  it('cite sections that exist', () => {
    const missing = files.flatMap((path) =>
      citedSections(read(path))
        .filter(({ doc }) => existsSync(join(ROOT, doc)))
        .filter(({ doc, section }) => !hasSection(doc, section))
        .map(({ doc, section }) => `${path}: ${doc}, "${section}"`),
    );
    expect(missing).toEqual([]);
  });

  it('are matched by the docs: what they cite of each other exists', () => {
    const docs = ['README.md', ...readdirSync(join(ROOT, 'docs')).map((name) => `docs/${name}`)].filter(
      (path) => path.endsWith('.md'),
    );
    const missing = docs.flatMap((path) =>
      citedSections(read(path), path.startsWith('docs/'))
        .filter(({ doc, section }) => !existsSync(join(ROOT, doc)) || !hasSection(doc, section))
        .map(({ doc, section }) => `${path}: ${doc}, "${section}"`),
    );
    expect(missing).toEqual([]);
  });
});
