import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { readCardsCsv, writeCardsCsv } from './card-csv.ts';

const FORMULAS = [
  "=cmd|' /C calc'!A0",
  '+SUM(1+1)',
  '-2+3',
  '@SUM(1)',
  '=HYPERLINK("http://example.com","click")',
  '\t=1+1',
  '\r=1+1',
];
// text that must come back exactly as it was, formula-like or not
const TEXTS = [
  ...FORMULAS,
  "'=already quoted",
  "''+twice",
  "'plain quote",
  "it's fine",
  '- a Markdown list item',
  'plain',
  '1-2',
  'a=b',
];

const encode = (text: string) => new TextEncoder().encode(text);

describe('CSV export and import (formula cells)', () => {
  it('writes every cell a spreadsheet would run as a formula with a leading quote', () => {
    const csv = writeCardsCsv(FORMULAS.map((front) => ({ front, back: front, sourceDocument: front, page: 3 })));
    const records = parse(csv, { relax_column_count: true }) as string[][];
    for (const [i, record] of records.slice(1).entries()) {
      expect(record.slice(0, 3), FORMULAS[i]).toEqual([`'${FORMULAS[i]}`, `'${FORMULAS[i]}`, `'${FORMULAS[i]}`]);
      expect(record[3]).toBe('3');
    }
    // no cell of the file begins with a formula character
    for (const record of records) for (const cell of record) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('leaves other cells as they are', () => {
    const csv = writeCardsCsv([{ front: 'What is 1-2?', back: "it's -1", sourceDocument: null, page: null }]);
    expect(csv).toBe("front,back,source document,page\r\nWhat is 1-2?,it's -1,,\r\n");
  });

  it('gives back every text exactly through an export and an import', () => {
    const csv = writeCardsCsv(
      TEXTS.map((text) => ({ front: text, back: `back ${text}`, sourceDocument: null, page: null })),
    );
    const cards = readCardsCsv(encode(csv));
    expect(cards).toEqual(TEXTS.map((text) => ({ front: text, back: `back ${text}` })));
  });

  it('takes the quote off a formula-like cell of any CSV, and keeps a quote before anything else', () => {
    const cards = readCardsCsv(encode("front,back\n'=1+1,'@home\n'hello,'-1\n"));
    expect(cards).toEqual([
      { front: '=1+1', back: '@home' },
      { front: "'hello", back: '-1' },
    ]);
  });
});
