// Reading a CSV back: RFC 4180 with the leniency spreadsheets need (docs/decisions.md, "Spreadsheet-safe CSV").
import { FORMULA_START } from './csv';

export interface CsvText {
  records: string[][];
  /** Its record is the last one kept. */
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
  if (quoted || cell !== '' || record.length > 0) endRecord();
  return { records, unclosedQuote: quoted };
}

/** Only where the writer would have put the prefix, so a name that really begins with `'` stays whole. */
export function unprefixedCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** A spreadsheet's trailing empty rows. */
export const isBlankRecord = (record: readonly string[]) => record.every((cell) => cell.trim() === '');

/** Undefined when not UTF-8 (Windows-874), so garbled names are refused rather than read. */
export function decodeUtf8(bytes: ArrayBuffer | Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
