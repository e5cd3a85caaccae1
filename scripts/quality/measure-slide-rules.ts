/*
 * ADR 176 on the labelled set: which judged items the slide rules would refuse — a statement whose
 * subject is only in a slide's title (`lacksSubject`, applied to English slide bullets), and a
 * definition that is a list's entry (`isListEntry`, applied to "What is X?" backs and open answers) —
 * printed item by item with the readers' verdict, then tallied as [DISCARD caught, KEEP lost] for the
 * decks (docs named "slides" or "deck") and for the other material.
 * Run: npx tsx scripts/quality/measure-slide-rules.ts
 */
import type { MaterialLanguage } from '@mnemo/domain/languages';
import { isListEntry } from '../../apps/server/src/modules/ai/local/definitions.ts';
import { lacksSubject } from '../../apps/server/src/modules/ai/local/nlp/segment.ts';
import { clozeOf, readJudgedItems, type JudgedRow } from './judged-items.ts';

const isDeck = (row: JudgedRow): boolean => /slides|deck/u.test(String(row.doc));

/** The statement an item states: a true/false prompt, or a cloze's sentence filled. */
function statementOf(row: JudgedRow): string | null {
  if (row.type === 'true_false')
    return String(row.item.question ?? row.item.prompt ?? '').replace(/^True or false\?\s*/u, '');
  const cloze = clozeOf(row);
  return cloze ? cloze.text.replace('_____', cloze.answer) : null;
}

/** A definition's answer: an open question's expected answer, or a "What is X?" card's back (not a key-points list). */
function definitionOf(row: JudgedRow): string | null {
  if (row.type === 'open_ended') return String(row.item.expected_answer ?? row.item.expectedAnswer ?? '');
  if (row.type === 'flashcard' && /^What (?:is|are)\b/u.test(String(row.item.front ?? ''))) {
    const back = String(row.item.back ?? '');
    return back.includes('; ') ? null : back;
  }
  return null;
}

const tally: Record<string, [number, number]> = {};
function count(rule: string, row: JudgedRow, text: string): void {
  const key = `${rule}:${isDeck(row) ? 'decks' : 'other'}`;
  const entry = (tally[key] ??= [0, 0]);
  entry[row.verdict === 'DISCARD' ? 0 : 1] += 1;
  console.log(`${key} ${row.verdict} ${row.reason ?? ''} | ${row.set} | ${text.slice(0, 140)}`);
}

for (const row of readJudgedItems()) {
  const statement = statementOf(row);
  // the rule reads English slide bullets only
  if (statement && isDeck(row) && /^\p{Lu}/u.test(statement) && lacksSubject(statement))
    count('subjectless', row, statement);
  const definition = definitionOf(row);
  const language = (/-(fr|pt|es|de|it)(?:-|$)/u.exec(String(row.doc))?.[1] ?? 'en') as MaterialLanguage;
  if (definition && isListEntry(definition, language)) count('list-entry', row, definition);
}
console.log(JSON.stringify(tally), '[DISCARD caught, KEEP lost]');
