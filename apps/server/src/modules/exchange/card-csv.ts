import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/*
 * Cards as CSV: `front,back,source document,page` with a header row. On import the header is
 * optional, a file with at least two columns per row is read as front and back, and the text is
 * taken as Markdown as it is.
 */

export interface CsvCardRow {
  front: string;
  back: string;
  sourceDocument: string | null;
  page: number | null;
}

export const CSV_HEADER = ['front', 'back', 'source document', 'page'];

export function writeCardsCsv(rows: CsvCardRow[]): string {
  return stringify([CSV_HEADER, ...rows.map((r) => [r.front, r.back, r.sourceDocument ?? '', r.page ?? ''])], { record_delimiter: '\r\n' });
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
  return records.slice(hasHeader ? 1 : 0).map((r) => ({ front: r[0]!, back: r[1]! }));
}
