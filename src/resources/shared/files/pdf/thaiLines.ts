// Line breaking for PDF cells, Thai included, by a `measure` of width (docs/decisions.md, "PDF engine").

/** In the unit of `maxWidth`. */
export type Measure = (text: string) => number;

/** Marks written above or below the consonant, other combining marks and joiners stay with what precedes. */
const COMBINING = /[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E\p{M}\u200C\u200D]/u;
/** ะ า ำ ๅ ๆ: following vowels and the repetition mark never start a line. */
const NO_BREAK_BEFORE = /[\u0E30\u0E32\u0E33\u0E45\u0E46]/;
/** เ แ โ ใ ไ are written before the consonant they belong to and never end a line. */
const NO_BREAK_AFTER = /[\u0E40-\u0E44]/;
const THAI_LETTER = /[\u0E01-\u0E4E]/;

const wordSegmenter = new Intl.Segmenter('th', { granularity: 'word' });

function canBreakBetween(before: string, after: string): boolean {
  const next = String.fromCodePoint(after.codePointAt(0) ?? 0);
  const last = before.slice(-1);
  return !COMBINING.test(next) && !NO_BREAK_BEFORE.test(next) && !NO_BREAK_AFTER.test(last);
}

export function thaiClusters(text: string): string[] {
  const pieces: string[] = [];
  for (const char of text) {
    const previous = pieces.at(-1);
    if (previous !== undefined && !canBreakBetween(previous, char))
      pieces[pieces.length - 1] = previous + char;
    else pieces.push(char);
  }
  return pieces;
}

/** Never next to a digit, a Latin letter or punctuation ('700มล.', 'กรุงเทพฯ' and 'A4' stay whole). */
export function thaiWords(run: string): string[] {
  if (!THAI_LETTER.test(run)) return [run];
  const result: string[] = [];
  for (const { segment } of wordSegmenter.segment(run)) {
    const previous = result.at(-1);
    if (previous === undefined) result.push(segment);
    else if (
      THAI_LETTER.test(previous.slice(-1)) &&
      THAI_LETTER.test(segment[0]) &&
      canBreakBetween(previous, segment)
    ) {
      result.push(segment);
    } else result[result.length - 1] = previous + segment;
  }
  return result;
}

export const ELLIPSIS = '…';

/** Greedy; beyond `maxLines` an ellipsis, so one absurd value cannot make a row taller than a page. */
export function wrapText(text: string, maxWidth: number, measure: Measure, maxLines = Infinity): string[] {
  const lines: string[] = [];
  let line = '';
  let width = 0;
  const endLine = () => {
    if (line !== '') lines.push(line);
    line = '';
    width = 0;
  };
  const space = measure(' ');

  for (const run of text.split(/\s+/)) {
    if (run === '') continue;
    thaiWords(run).forEach((word, index) => {
      const wordWidth = measure(word);
      // Words of one run touch; a new run follows a space, unless it starts the line.
      const gap = index === 0 && line !== '' ? space : 0;
      if (line !== '' && width + gap + wordWidth > maxWidth) endLine();
      if (wordWidth > maxWidth) {
        endLine();
        for (const piece of thaiClusters(word)) {
          const pieceWidth = measure(piece);
          if (line !== '' && width + pieceWidth > maxWidth) endLine();
          line += piece;
          width += pieceWidth;
        }
      } else {
        if (line !== '' && gap > 0) {
          line += ' ';
          width += gap;
        }
        line += word;
        width += wordWidth;
      }
    });
  }
  endLine();

  if (lines.length > maxLines) {
    lines.length = Math.max(1, maxLines);
    lines[lines.length - 1] = ellipsize(lines[lines.length - 1], maxWidth, measure);
  }
  return lines;
}

function ellipsize(line: string, maxWidth: number, measure: Measure): string {
  const pieces = thaiClusters(line);
  while (pieces.length > 0 && (measure(pieces.join('') + ELLIPSIS) > maxWidth || pieces.at(-1) === ' ')) {
    pieces.pop();
  }
  return pieces.join('') + ELLIPSIS;
}
