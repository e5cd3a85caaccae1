import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/*
 * Cards as CSV: `front,back,source document,page` with a header row. On import the header is
 * optional, a file with at least two columns per row is read as front and back, and the text is
 * taken as Markdown as it is.
 *
 * A spreadsheet runs a cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return as a
 * formula (CSV injection: `=HYPERLINK(…)`, `=cmd|' /C calc'!A0`). The export writes such a cell
 * with a leading `'` (OWASP's rule), which spreadsheets read as "text"; a cell that already begins
 * with quotes before one of those characters gets one more, so the import, which takes one `'`
 * off a cell beginning with quotes and one of those characters, gives back the text exactly.
 */

export interface CsvCardRow {
  front: string;
  back: string;
  sourceDocument: string | null;
  page: number | null;
}

export const CSV_HEADER = ['front', 'back', 'source document', 'page'];

/** A cell a spreadsheet would run as a formula, or one that would read as such once a quote is taken off. */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** A text cell as the export writes it: formula-like cells prefixed with `'`. */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell as the import reads it: the `'` the export put before a formula-like cell taken off. */
export function restoreCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

export function writeCardsCsv(rows: CsvCardRow[]): string {
  return stringify(
    [
      CSV_HEADER,
      ...rows.map((r) => [
        neutraliseCell(r.front),
        neutraliseCell(r.back),
        neutraliseCell(r.sourceDocument ?? ''),
        r.page ?? '',
      ]),
    ],
    { record_delimiter: '\r\n' },
  );
}

/** The cards of a CSV file, or null when the bytes are not a CSV of at least two columns. */
export function readCardsCsv(bytes: Uint8Array): Array<{ front: string; back: string }> | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return null;
  }
  // binary content is not a CSV
  if (text.includes('\0')) return null;
  let records: string[][];
  try {
    const delimiter = [',', ';', '\t'].find((d) => text.split('\n', 1)[0]!.includes(d)) ?? ',';
    const parsed: unknown = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: true, trim: true });
    records = parsed as string[][];
  } catch {
    return null;
  }
  if (records.length === 0) return [];
  if (!records.every((r) => r.length >= 2)) return null;
  const [first] = records;
  const hasHeader = first![0]!.toLowerCase() === 'front' && first![1]!.toLowerCase() === 'back';
  return records.slice(hasHeader ? 1 : 0).map((r) => ({ front: restoreCell(r[0]!), back: restoreCell(r[1]!) }));
}
