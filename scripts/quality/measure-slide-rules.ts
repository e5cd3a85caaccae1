/*
 * ADR 176 on the labelled set: which judged items the slide rules would refuse — a statement whose
 * subject is only in a slide's title (`lacksSubject`, applied to the sentence an item states, `statementOf`,
 * where it is an English slide bullet), and a
 * definition that is a list's entry (`isListEntry`, applied to "What is X?" backs and open answers) —
 * printed item by item with the readers' verdict, then tallied as [DISCARD caught, KEEP lost] for the
 * decks (docs named "slides" or "deck") and for the other material.
 * Run: npx tsx scripts/quality/measure-slide-rules.ts
 */
import type { MaterialLanguage } from '@mnemo/domain/languages';
import { isListEntry } from '../../apps/server/src/modules/ai/local/definitions.ts';
import { lacksSubject } from '../../apps/server/src/modules/ai/local/nlp/segment.ts';
import { readJudgedItems, statementOf, type JudgedRow } from './judged-items.ts';

const isDeck = (row: JudgedRow): boolean => /slides|deck/u.test(String(row.doc));

/** A definition's answer: an open question's expected answer, or a "What is X?" card's back (not a key-points list). */
function definitionOf(row: JudgedRow, stated: { text: string; isAnswer: boolean } | null): string | null {
  if (!stated?.isAnswer) return null;
  if (row.type === 'open_ended') return stated.text;
  if (/^What (?:is|are)\b/u.test(String(row.item.front ?? ''))) return stated.text.includes('; ') ? null : stated.text;
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
  const stated = statementOf(row);
  const statement = stated && !stated.isAnswer ? stated.text : null;
  // the rule reads English slide bullets only
  if (statement && isDeck(row) && /^\p{Lu}/u.test(statement) && lacksSubject(statement))
    count('subjectless', row, statement);
  const definition = definitionOf(row, stated);
  const language = (/-(fr|pt|es|de|it)(?:-|$)/u.exec(String(row.doc))?.[1] ?? 'en') as MaterialLanguage;
  if (definition && isListEntry(definition, language)) count('list-entry', row, definition);
}
console.log(JSON.stringify(tally), '[DISCARD caught, KEEP lost]');
