/*
 * ADR 165's measure of the true/false statement checks on the labelled true/false items
 * (test/fixtures/quality/judged-items.jsonl): how many items readers discarded, and how many they
 * kept, the checks a statement of the material passes (precision.ts findStatementDefect, the spoken
 * claim check) refuse ("before"), and how many with the true/false checks of ADR 165 added
 * ("after"); then, on the false items whose explanation names the swap, how many the rule against a
 * swap inside a compound (ADR 165) refuses.
 * Run: npx tsx scripts/quality/measure-true-false.ts [--verbose]
 */
import { findStatementDefect } from '../../apps/server/src/modules/ai/local/precision.ts';
import { findTrueFalseDefect } from '../../apps/server/src/modules/ai/local/true-false-statements.ts';
import { isSwapInCompound } from '../../apps/server/src/modules/ai/local/true-false-swaps.ts';
import { isCompleteSpokenClaim } from '../../apps/server/src/modules/ai/local/learner-keeps.ts';
import { detectLanguage } from '../../apps/server/src/modules/ai/local/nlp/language.ts';
import { readJudgedItems } from './judged-items.ts';

const TEMPLATE =
  /^(?:true or false\?|verdadeiro ou falso\?|¿verdadero o falso\?|vrai ou faux ?\?|vero o falso\?|wahr oder falsch\?)\s*/iu;
const SAYS = /[“«]\s*([^”»]+?)\s*[”»]\s*,?\s*(?:not|e não|e non|no|et non|non|nicht)\s*[“«]\s*([^”»]+?)\s*[”»]/u;
const QUOTE =
  /(?:material says|material diz|material dice|support dit|materiale dice|Material sagt)\s*:\s*[«“]\s*(.+?)\s*[»”]\s*(?:\(|$)/su;

const verbose = process.argv.includes('--verbose');
const only = process.argv.find((arg) => arg.startsWith('--set='))?.slice(6);
type Tally = { discarded: number; kept: number };
const tally: Record<string, Tally> = {};
const bump = (rule: string, verdict: string): void => {
  const entry = (tally[rule] ??= { discarded: 0, kept: 0 });
  if (verdict === 'KEEP') entry.kept += 1;
  else entry.discarded += 1;
};
for (const row of readJudgedItems()) {
  if (row.type !== 'true_false') continue;
  if (only && !String(row.set).startsWith(only)) continue;
  const item = row.item;
  const statement = String(item.prompt ?? item.question ?? '').replace(TEMPLATE, '');
  const language = detectLanguage(statement);
  // the labelled set names its documents: a lecture's transcript is speech, a lecture deck is slides
  const spoken = /(?:^|-)lecture-(?!deck)/u.test(String(row.doc));
  const shape = spoken ? 'spoken' : /(?:slides|deck)/u.test(String(row.doc)) ? 'slides' : 'document';
  bump('all', row.verdict);
  const before =
    findStatementDefect(statement, language) ??
    (spoken && !isCompleteSpokenClaim(statement, language) ? 'garbled' : null);
  const added = before === null ? findTrueFalseDefect(statement, language, shape) : null;
  if (before) bump('refused before', row.verdict);
  if (before || added) bump('refused after', row.verdict);
  if (!before && !added && row.verdict !== 'KEEP' && process.argv.includes('--remaining'))
    console.log(row.reason ?? '', '|', statement.slice(0, 150));
  if (added && verbose) console.log(row.verdict, row.reason ?? '', added, '|', statement.slice(0, 140));
  const explanation = String(item.explanation ?? item.explanation_shown_after_answering ?? '');
  const says = SAYS.exec(explanation);
  const quote = QUOTE.exec(explanation);
  if (!says || !quote) continue;
  bump('false with swap', row.verdict);
  const [, original, replacement] = says as unknown as [string, string, string];
  const sentence = quote[1]!;
  const at = sentence.indexOf(original);
  if (at < 0 || /^[-+]?\p{N}[\p{N}.,\s%]*$/u.test(original.trim())) continue;
  if (isSwapInCompound(sentence, at, at + original.length, language, replacement)) {
    bump('swap in compound', row.verdict);
    if (verbose)
      console.log(
        row.verdict,
        row.reason ?? '',
        'compound',
        `${original} → ${replacement}`,
        '|',
        sentence.slice(0, 110),
      );
  }
}
for (const [rule, entry] of Object.entries(tally))
  console.log(rule.padEnd(18), `discarded ${entry.discarded}`.padEnd(15), `kept ${entry.kept}`);
