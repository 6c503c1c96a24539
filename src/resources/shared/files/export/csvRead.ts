/**
 * Reading a CSV back (pure, no React): what a spreadsheet saves, and what the list exports write
 * (csv.ts). RFC 4180 with the leniency spreadsheets need:
 *
 * - a UTF-8 byte-order mark at the start is dropped (Excel writes one, other programs do not);
 * - records end with CRLF, LF or a lone CR (old Mac Excel), the last one with or without it;
 * - a quoted field may hold commas, doubled quotes and line breaks (kept as they are);
 * - a quote inside an unquoted field is kept as a character (a hand-edited file is read, not refused).
 */
import { FORMULA_START } from './csv';

export interface CsvText {
  /** Every record, the header first; a blank line is a record of one empty cell. */
  records: string[][];
  /** A quoted field was still open at the end of the file: its record is the last one kept. */
  unclosedQuote: boolean;
}

const BOM = '\uFEFF';

export function parseCsv(input: string): CsvText {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  let index = 0;
  const endCell = () => {
    record.push(cell);
    cell = '';
  };
  const endRecord = () => {
    endCell();
    records.push(record);
    record = [];
  };
  while (index < text.length) {
    const char = text[index];
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else quoted = false;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') endCell();
    else if (char === '\r' || char === '\n') {
      endRecord();
      if (char === '\r' && text[index + 1] === '\n') index += 1;
    } else cell += char;
    index += 1;
  }
  // The last record, unless the file ended with its line break.
  if (quoted || cell !== '' || record.length > 0) endRecord();
  return { records, unclosedQuote: quoted };
}

/**
 * A cell as it was before the export's CSV-injection rule (csv.ts) prefixed it with `'`: the
 * prefix goes only where the writer would have put it (before a formula's start), so a name that
 * really begins with `'` stays whole.
 */
export function unprefixedCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** A record with nothing in it (a spreadsheet's trailing empty rows): not a row of data. */
export const isBlankRecord = (record: readonly string[]) => record.every((cell) => cell.trim() === '');

/**
 * A file's bytes as UTF-8 text (a byte-order mark or none), or undefined when they are not UTF-8:
 * a spreadsheet's plain "CSV" may be saved in the computer's own code page (Windows-874 for Thai),
 * which would be read as garbled names rather than refused.
 */
export function decodeUtf8(bytes: ArrayBuffer | Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
