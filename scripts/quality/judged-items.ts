/*
 * The labelled set (test/fixtures/quality/judged-items.jsonl) as the measuring scripts of this folder
 * read it: one row per judged item, and the sentence and answer of a cloze item (a card or a "which
 * option completes the statement?" question).
 */
import { readFileSync } from 'node:fs';

// the rows are the labelled set's JSON lines, loosely typed: each script reads the fields it needs
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JudgedRow = any;

export const BLANK = '_____';

export function readJudgedItems(): JudgedRow[] {
  return readFileSync('test/fixtures/quality/judged-items.jsonl', 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as JudgedRow);
}

/** A cloze item's sentence with its blank, and the answer that fills it; null for any other item. */
export function clozeOf(row: JudgedRow): { text: string; answer: string } | null {
  if (row.type === 'flashcard' && String(row.item.front).includes(BLANK))
    return { text: String(row.item.front).replace(/^[^:]*:\s*/u, ''), answer: String(row.item.back) };
  if (row.type === 'multiple_choice' && String(row.item.prompt).includes(BLANK))
    return {
      text: /[«“"„](.*)[»”"“]\s*$/su.exec(String(row.item.prompt))?.[1] ?? String(row.item.prompt),
      answer: String(row.item.options[row.item.correctIndex]),
    };
  return null;
}
