/*
 * ADR 175's measure of the checks against a sentence that leans on its context, on the labelled set
 * (test/fixtures/quality/judged-items.jsonl): for every item, the sentence it states (the material's
 * sentence when the item quotes it, else the card's or question's own text with its blank filled:
 * `statementOf`; answers are not read), in
 * the item's language, run through every statement's checks (`findStatementDefect`, and
 * `findTrueFalseDefect` for a true/false item). Prints, per set, how many DISCARD items the checks drop
 * and how many KEEP items they lose — all of them, and those of the rules of ADR 175 alone
 * (`findLeaningDefect`, counted where no earlier check refused the sentence).
 * Run: npx tsx scripts/quality/measure-needs-context.ts [--verbose] [--remaining]
 */
import { detectLanguage } from '../../apps/server/src/modules/ai/local/nlp/language.ts';
import { findStatementDefect } from '../../apps/server/src/modules/ai/local/precision.ts';
import { findLeaningDefect, leaningRules } from '../../apps/server/src/modules/ai/local/standalone-sentence.ts';
import { findTrueFalseDefect } from '../../apps/server/src/modules/ai/local/true-false-statements.ts';
import { readJudgedItems, statementOf } from './judged-items.ts';

const verbose = process.argv.includes('--verbose');
const remaining = process.argv.includes('--remaining');

type Tally = { discard: number; keep: number; dropped: number; lost: number; newDropped: number; newLost: number };
const tally = new Map<string, Tally>();
// the checks as they were before ADR 175, then its rules on their own
leaningRules.enabled = false;
for (const row of readJudgedItems()) {
  // a statement only: an open question's answer and a "What is X?" card's back are not read
  const statement = statementOf(row);
  if (statement === null || statement.isAnswer) continue;
  const text = statement.text;
  const language = detectLanguage(text);
  const earlier =
    findStatementDefect(text, language) ??
    (row.type === 'true_false' ? findTrueFalseDefect(text, language, 'document') : null);
  const leaning = findLeaningDefect(text, language);
  const refused = earlier !== null;
  const added = leaning !== null && !refused;
  for (const key of [String(row.set), 'all']) {
    const entry = tally.get(key) ?? { discard: 0, keep: 0, dropped: 0, lost: 0, newDropped: 0, newLost: 0 };
    if (row.verdict === 'KEEP') {
      entry.keep += 1;
      if (refused || added) entry.lost += 1;
      if (added) entry.newLost += 1;
    } else {
      entry.discard += 1;
      if (refused || added) entry.dropped += 1;
      if (added) entry.newDropped += 1;
    }
    tally.set(key, entry);
  }
  if (verbose && leaning !== null)
    console.log(row.verdict, row.reason ?? '-', leaning, earlier ?? '(new)', '|', text.slice(0, 150));
  if (remaining && !refused && !added && row.reason === 'needs-context')
    console.log(row.set, '|', text.slice(0, 160), '|', String(row.why).slice(0, 80));
}
for (const [set, entry] of tally)
  console.log(
    set.padEnd(24),
    `DISCARD dropped ${entry.dropped}/${entry.discard} (ADR 175 alone +${entry.newDropped})`.padEnd(46),
    `KEEP lost ${entry.lost}/${entry.keep} (ADR 175 alone +${entry.newLost})`,
  );
