/*
 * ADR 154's measure of the swap rule on the labelled false true/false items
 * (test/fixtures/quality/judged-items.jsonl): how many discarded false statements the checks that
 * can be read from the item alone (a term of another grammatical number; a swap before the
 * sentence's own explanation clause; a replacement that is a word of general language while the
 * original is a term) would no longer make, and how many kept ones they would lose.
 * Run: npx tsx scripts/quality/measure-swaps.ts [--verbose]
 */
import { hasExplanationAfter } from '../../apps/server/src/modules/ai/local/true-false-polarity.ts';
import { isSameNumber } from '../../apps/server/src/modules/ai/local/true-false-swaps.ts';
import { detectLanguage } from '../../apps/server/src/modules/ai/local/nlp/language.ts';
import { readJudgedItems } from './judged-items.ts';

const rows = readJudgedItems();
const SAYS = /[“«]\s*([^”»]+?)\s*[”»]\s*,?\s*(?:not|e não|e non|no|et non|non|nicht)\s*[“«]\s*([^”»]+?)\s*[”»]/u;
const QUOTE =
  /(?:material says|material diz|material dice|support dit|materiale dice|Material sagt)\s*:\s*[«“]\s*(.+?)\s*[»”]\s*(?:\(|$)/su;
const tally = new Map<string, { discard: number; keep: number }>();
const bump = (rule: string, verdict: string): void => {
  const entry = tally.get(rule) ?? { discard: 0, keep: 0 };
  if (verdict === 'KEEP') entry.keep += 1;
  else entry.discard += 1;
  tally.set(rule, entry);
};
const verbose = process.argv.includes('--verbose');
for (const row of rows) {
  if (row.type !== 'true_false') continue;
  const item = row.item;
  const isFalse = item.answer === false || String(item.correct_answer ?? '').toLowerCase() === 'false';
  if (!isFalse) continue;
  bump('all false', row.verdict);
  const explanation = String(item.explanation ?? item.explanation_shown_after_answering ?? '');
  const says = SAYS.exec(explanation);
  const quote = QUOTE.exec(explanation);
  if (!says || !quote) continue;
  bump('with terms', row.verdict);
  const [, original, replacement] = says as unknown as [string, string, string];
  const sentence = quote[1]!;
  const language = detectLanguage(sentence);
  const at = sentence.indexOf(original);
  const rules = {
    number: !isSameNumber(original, replacement, language),
    explained: at >= 0 && hasExplanationAfter(sentence, at + original.length, language),
  };
  for (const [rule, hit] of Object.entries(rules)) if (hit) bump(rule, row.verdict);
  if (Object.values(rules).some(Boolean)) bump('any', row.verdict);
  if (verbose && Object.values(rules).some(Boolean))
    console.log(
      row.verdict,
      row.reason,
      JSON.stringify(rules),
      `${original} → ${replacement}`,
      '|',
      sentence.slice(0, 100),
    );
}
for (const [rule, entry] of tally) console.log(rule.padEnd(12), `discarded ${entry.discard}`, `kept ${entry.keep}`);
