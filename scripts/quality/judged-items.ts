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

const TRUE_FALSE_TEMPLATE =
  /^(?:true or false\?|verdadeiro ou falso\?|¿verdadero o falso\?|vrai ou faux ?\?|vero o falso\?|richtig oder falsch\?|wahr oder falsch\?)\s*/iu;

/** A true/false item's statement (its template dropped) and its key; null for any other item. */
export function trueFalseOf(row: JudgedRow): { statement: string; answer: boolean } | null {
  if (row.type !== 'true_false') return null;
  const item = row.item;
  const statement = String(item.prompt ?? item.question ?? '').replace(TRUE_FALSE_TEMPLATE, '');
  const key = item.answer ?? item.correct_answer;
  return { statement, answer: typeof key === 'string' ? key.toLowerCase() === 'true' : Boolean(key) };
}

const SAYS = /[“«]\s*([^”»]+?)\s*[”»]\s*,?\s*(?:not|e não|e non|no|et non|non|nicht)\s*[“«]\s*([^”»]+?)\s*[”»]/u;

/**
 * The swap a false true/false item made: the words its explanation names ("… says «parent», not
 * «children share»"), or, where the item has no explanation, the words that differ from a true item
 * of the same document that is the same sentence (both forms of one claim were read); null when
 * neither shows it.
 */
export function falseSwapOf(
  row: JudgedRow,
  rows: readonly JudgedRow[],
): { original: string; replacement: string; sentence: string } | null {
  const own = trueFalseOf(row);
  if (!own || own.answer) return null;
  const explanation = String(row.item.explanation ?? row.item.explanation_shown_after_answering ?? '');
  const says = SAYS.exec(explanation);
  if (says) {
    const [, original, replacement] = says as unknown as [string, string, string];
    return { original, replacement, sentence: own.statement.replace(replacement, original) };
  }
  let best: { shared: number; original: string; replacement: string; sentence: string } | null = null;
  for (const other of rows) {
    const pair = other.doc === row.doc ? trueFalseOf(other) : null;
    if (!pair?.answer) continue;
    const [a, b] = [pair.statement, own.statement];
    let head = 0;
    while (head < Math.min(a.length, b.length) && a[head] === b[head]) head += 1;
    let tail = 0;
    while (tail < Math.min(a.length, b.length) - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail += 1;
    // out to whole words: "larg|est" → "largest", "|dis|continua" → "discontinua"
    const isLetter = (at: number): boolean => /\p{L}/u.test(a[at] ?? '');
    while (head > 0 && isLetter(head - 1) && isLetter(head)) head -= 1;
    while (tail > 0 && isLetter(a.length - tail) && isLetter(a.length - tail - 1)) tail -= 1;
    const shared = head + tail;
    if (shared < 0.6 * a.length || (best && shared <= best.shared)) continue;
    best = {
      shared,
      original: a.slice(head, a.length - tail),
      replacement: b.slice(head, b.length - tail),
      sentence: a,
    };
  }
  return best && { original: best.original.trim(), replacement: best.replacement.trim(), sentence: best.sentence };
}
