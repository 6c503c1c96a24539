import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import type { ReportFonts } from '../../src/resources/shared/files/pdf/reportPdf';

/** The Thai fonts the app embeds in its PDFs, read from the repository. */
const fontFile = (name: string) =>
  new Uint8Array(readFileSync(fileURLToPath(new URL(`../../src/assets/fonts/${name}`, import.meta.url))));

export const reportFonts = (): ReportFonts => ({
  regular: fontFile('Sarabun_400Regular.ttf'),
  bold: fontFile('Sarabun_700Bold.ttf'),
});

/**
 * PDFs of a test file, written to a folder of their own and read back with poppler (Debian's
 * poppler-utils), the way a user's viewer reads them.
 */
export function pdfWorkspace(prefix: string) {
  let workDir = '';
  beforeAll(() => {
    for (const tool of ['pdftotext', 'pdfinfo', 'pdffonts']) {
      try {
        execFileSync(tool, ['-v'], { stdio: 'ignore' });
      } catch {
        throw new Error(`${tool} (Debian package poppler-utils) is needed for this test`);
      }
    }
    workDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  });
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  const save = (bytes: Uint8Array, name: string) => {
    const file = join(workDir, `${name}.pdf`);
    writeFileSync(file, bytes);
    return file;
  };
  return {
    save,
    /** What poppler extracts, as laid out (`-layout`) or in reading order. */
    text: (bytes: Uint8Array, name: string, layout = true) =>
      execFileSync('pdftotext', [...(layout ? ['-layout'] : []), '-enc', 'UTF-8', save(bytes, name), '-'], {
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
      }),
    /** pdffonts' table: which fonts are embedded. */
    fonts: (bytes: Uint8Array, name: string) =>
      execFileSync('pdffonts', [save(bytes, name)], { encoding: 'utf8' }),
  };
}
