/*
 * The labelled set (test/fixtures/quality/judged-items.jsonl) as the measuring scripts of this folder
 * read it: one row per judged item; the sentence and answer of a cloze item (a card or a "which option
 * completes the statement?" question); a true/false item's statement and key, and the swap a false one
 * made; and the sentence any item states (`statementOf`).
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

/**
 * A cloze item's sentence with its blank, and the answer that fills it; null for any other item. A
 * question's correct option is its `correctIndex`th, or its `correct_answer` ("a) basal cells") in the
 * rows of the earlier item shape (`question`, `correct_answer`).
 */
export function clozeOf(row: JudgedRow): { text: string; answer: string } | null {
  if (row.type === 'flashcard' && String(row.item.front).includes(BLANK))
    return { text: String(row.item.front).replace(/^[^:]*:\s*/u, ''), answer: String(row.item.back) };
  const prompt = String(row.item.prompt ?? row.item.question ?? '');
  if (row.type === 'multiple_choice' && prompt.includes(BLANK))
    return {
      text: /[«“"„](.*)[»”"“]\s*$/su.exec(prompt)?.[1] ?? prompt,
      answer:
        row.item.correctIndex === undefined
          ? String(row.item.correct_answer).replace(/^[a-d]\)\s*/u, '')
          : String(row.item.options[row.item.correctIndex]),
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

/**
 * The material's sentence an item quotes in its explanation, in each language's form of "The material
 * says: “…”" (the generator's `sourceSays`): to the quote's last closing mark, since the sentence may
 * quote words of its own, and without the "(page 4)" after it.
 */
const MATERIAL_SAYS = /(?:says|diz|dice|dit|sagt|steht)\s*:\s*[«“„](.*)[»”“]/su;

/**
 * The sentence a judged item states, and whether it is only an answer (`isAnswer`): the material's
 * sentence where the item quotes it; a card's back that marks its term in bold; a cloze's sentence with
 * its answer in the blank; a true/false item's claim without its "True or false?". An open question's
 * expected answer and any other card's back ("What is X?") are answers. Null for a multiple-choice
 * question that is not a cloze (its question is no statement) and an open question with no answer.
 */
export function statementOf(row: JudgedRow): { text: string; isAnswer: boolean } | null {
  // the text fields of the item (its options and key are read by `clozeOf` and `trueFalseOf`)
  const item = row.item as Record<string, string | undefined>;
  const quoted = Object.values(item)
    .map((field) => (typeof field === 'string' ? MATERIAL_SAYS.exec(field)?.[1]?.trim() : undefined))
    .find(Boolean);
  if (row.type === 'open_ended') {
    const answer = item.expectedAnswer ?? item.expected_answer ?? quoted;
    return answer ? { text: answer, isAnswer: true } : null;
  }
  if (quoted) return { text: quoted, isAnswer: false };
  const back = item.back ?? '';
  if (back.includes('**')) return { text: back.replace(/\*\*/gu, ''), isAnswer: false };
  const cloze = clozeOf(row);
  if (cloze) return { text: cloze.text.replace(BLANK, cloze.answer), isAnswer: false };
  const trueFalse = trueFalseOf(row);
  if (trueFalse) return { text: trueFalse.statement, isAnswer: false };
  return row.type === 'flashcard' ? { text: back, isAnswer: true } : null;
}
