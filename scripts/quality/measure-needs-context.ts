/*
 * ADR 175's and ADR 189's measure of the checks against a sentence that leans on its context, on the
 * labelled set (test/fixtures/quality/judged-items.jsonl): for every item, the sentence it states (the
 * material's sentence when the item quotes it, else the card's or question's own text with its blank
 * filled: `statementOf`; answers are not read), in the item's language, run through every statement's
 * checks (`findStatementDefect`, and `findTrueFalseDefect` for a true/false item). Prints, per set, how
 * many DISCARD items the checks drop and how many KEEP items they lose — all of them, those of ADR
 * 175's rules alone (`findLeaningDefect`, where no earlier check refused the sentence) and those of ADR
 * 189's (`findContextRule`, where neither refused it) — then, per rule of ADR 189, the DISCARD items it
 * newly refuses and the KEEP items it newly loses.
 * Run: npx tsx scripts/quality/measure-needs-context.ts [--verbose] [--remaining]
 */
import { detectLanguage } from '../../apps/server/src/modules/ai/local/nlp/language.ts';
import { findStatementDefect } from '../../apps/server/src/modules/ai/local/precision.ts';
import {
  contextRules,
  findContextRule,
  findLeaningDefect,
  leaningRules,
} from '../../apps/server/src/modules/ai/local/standalone-sentence.ts';
import { findTrueFalseDefect } from '../../apps/server/src/modules/ai/local/true-false-statements.ts';
import { readJudgedItems, statementOf } from './judged-items.ts';

const verbose = process.argv.includes('--verbose');
const remaining = process.argv.includes('--remaining');

type Tally = {
  discard: number;
  keep: number;
  dropped: number;
  lost: number;
  dropped175: number;
  lost175: number;
  dropped189: number;
  lost189: number;
};
const tally = new Map<string, Tally>();
const perRule = new Map<string, { dropped: number; neededContext: number; lost: number }>();
for (const row of readJudgedItems()) {
  // a statement only: an open question's answer and a "What is X?" card's back are not read
  const statement = statementOf(row);
  if (statement === null || statement.isAnswer) continue;
  const text = statement.text;
  const language = detectLanguage(text);
  // the checks as they were before ADR 175, then its rules on their own, then ADR 189's
  leaningRules.enabled = false;
  contextRules.enabled = false;
  const earlier =
    findStatementDefect(text, language) ??
    (row.type === 'true_false' ? findTrueFalseDefect(text, language, 'document') : null);
  const leaning = findLeaningDefect(text, language);
  const rule = findContextRule(text, language);
  const refused = earlier !== null;
  const added175 = leaning !== null && !refused;
  const added189 = rule !== null && !refused && !added175;
  const keep = row.verdict === 'KEEP';
  for (const key of [String(row.set), 'all']) {
    const entry = tally.get(key) ?? {
      discard: 0,
      keep: 0,
      dropped: 0,
      lost: 0,
      dropped175: 0,
      lost175: 0,
      dropped189: 0,
      lost189: 0,
    };
    const any = refused || added175 || added189;
    if (keep) {
      entry.keep += 1;
      if (any) entry.lost += 1;
      if (added175) entry.lost175 += 1;
      if (added189) entry.lost189 += 1;
    } else {
      entry.discard += 1;
      if (any) entry.dropped += 1;
      if (added175) entry.dropped175 += 1;
      if (added189) entry.dropped189 += 1;
    }
    tally.set(key, entry);
  }
  if (added189 && rule !== null) {
    const entry = perRule.get(rule) ?? { dropped: 0, neededContext: 0, lost: 0 };
    if (keep) entry.lost += 1;
    else {
      entry.dropped += 1;
      if (row.reason === 'needs-context') entry.neededContext += 1;
    }
    perRule.set(rule, entry);
  }
  if (verbose && (added175 || added189))
    console.log(row.verdict, row.reason ?? '-', added189 ? rule : leaning, '|', text.slice(0, 150));
  if (remaining && !refused && !added175 && !added189 && row.reason === 'needs-context')
    console.log(row.set, '|', text.slice(0, 160), '|', String(row.why).slice(0, 80));
}
leaningRules.enabled = true;
contextRules.enabled = true;
for (const [set, entry] of tally)
  console.log(
    set.padEnd(24),
    `DISCARD dropped ${entry.dropped}/${entry.discard} (175 +${entry.dropped175}, 189 +${entry.dropped189})`.padEnd(48),
    `KEEP lost ${entry.lost}/${entry.keep} (175 +${entry.lost175}, 189 +${entry.lost189})`,
  );
for (const [rule, entry] of perRule)
  console.log(
    `ADR 189 ${rule}`.padEnd(32),
    `DISCARD newly refused ${entry.dropped} (needs-context ${entry.neededContext})`.padEnd(44),
    `KEEP newly lost ${entry.lost}`,
  );
