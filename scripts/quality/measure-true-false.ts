/*
 * The true/false checks measured on the labelled true/false items (test/fixtures/quality/judged-items.jsonl):
 * how many items readers discarded, and how many they kept, each check refuses.
 *
 * Statements (ADR 165, 178): the checks every statement of the material passes (precision.ts
 * findStatementDefect, the spoken claim check) refuse "before"; the claim checks of ADR 165
 * (findClaimDefect) are added in "claims"; the forms of ADR 178 (findTrueFalseDefect: line
 * numbers, a heading run in, a vague claim) in "after", each also counted alone.
 * False forms (ADR 165, 178): on the false items whose swap is known (their explanation names it,
 * or a true item of the same document is the same sentence), how many a swap inside a compound
 * (ADR 165), a hedged claim and a swap of another length (ADR 178) refuse. A refused false form
 * leaves its claim asked true only, or not at all: the labelled false item is gone either way.
 * Run: npx tsx scripts/quality/measure-true-false.ts [--verbose] [--remaining] [--set=held-out-2026-11-29]
 */
import { findStatementDefect } from '../../apps/server/src/modules/ai/local/precision.ts';
import { findClaimDefect, findTrueFalseDefect } from '../../apps/server/src/modules/ai/local/true-false-statements.ts';
import {
  hasHeadingRunIn,
  hasLineNumbers,
  isHedgedClaim,
  isUnevenSwap,
  isVagueClaim,
} from '../../apps/server/src/modules/ai/local/true-false-forms.ts';
import { isSwapInCompound } from '../../apps/server/src/modules/ai/local/true-false-swaps.ts';
import { isCompleteSpokenClaim } from '../../apps/server/src/modules/ai/local/learner-keeps.ts';
import { detectLanguage } from '../../apps/server/src/modules/ai/local/nlp/language.ts';
import { falseSwapOf, readJudgedItems, trueFalseOf } from './judged-items.ts';

const verbose = process.argv.includes('--verbose');
const only = process.argv.find((arg) => arg.startsWith('--set='))?.slice(6);
type Tally = { discarded: number; kept: number };
const tally: Record<string, Tally> = {};
const bump = (rule: string, verdict: string): void => {
  const entry = (tally[rule] ??= { discarded: 0, kept: 0 });
  if (verdict === 'KEEP') entry.kept += 1;
  else entry.discarded += 1;
};
const show = (verdict: string, reason: string | null, rule: string, text: string): void => {
  if (verbose) console.log(verdict, reason ?? '', rule, '|', text.slice(0, 140));
};
const rows = readJudgedItems();
for (const row of rows) {
  const tf = trueFalseOf(row);
  if (!tf || (only && !String(row.set).startsWith(only))) continue;
  const { statement } = tf;
  const language = detectLanguage(statement);
  // the labelled set names its documents: a lecture's transcript is speech, a lecture deck is slides
  const spoken = /(?:^|-)lecture-(?!deck)/u.test(String(row.doc));
  const shape = spoken ? 'spoken' : /(?:slides|deck)/u.test(String(row.doc)) ? 'slides' : 'document';
  bump('all', row.verdict);
  bump(tf.answer ? 'all true' : 'all false', row.verdict);
  const before =
    findStatementDefect(statement, language) ??
    (spoken && !isCompleteSpokenClaim(statement, language) ? 'garbled' : null);
  const claims = before ?? findClaimDefect(statement, language, shape);
  const after = claims ?? findTrueFalseDefect(statement, language, shape);
  if (before) bump('refused before', row.verdict);
  if (claims) bump('refused claims', row.verdict);
  if (after) bump('refused after', row.verdict);
  if (!claims) {
    // each form of ADR 178 alone, on the statements the earlier checks pass
    if (hasLineNumbers(statement)) bump('  line numbers', row.verdict);
    if (hasHeadingRunIn(statement, language)) bump('  heading run in', row.verdict);
    if (isVagueClaim(statement, language)) bump('  vague claim', row.verdict);
    if (after) show(row.verdict, row.reason, after, statement);
  }
  // the false form: refused by ADR 165's compound rule or ADR 178's hedge and length rules
  const swap = tf.answer ? null : falseSwapOf(row, rows);
  let formRefused = false;
  let inCompound = false;
  if (swap) {
    bump('false with swap', row.verdict);
    const { original, replacement, sentence } = swap;
    const at = sentence.indexOf(original);
    const isNumber = /^[-+]?\p{N}[\p{N}.,\s%]*$/u.test(original.trim());
    if (at >= 0 && !isNumber && isSwapInCompound(sentence, at, at + original.length, language, replacement)) {
      bump('  swap in compound', row.verdict);
      inCompound = true;
    }
    if (isHedgedClaim(sentence, language)) {
      bump('  hedged claim', row.verdict);
      show(row.verdict, row.reason, 'hedged', sentence);
      formRefused = true;
    }
    if (!isNumber && original.length > 0 && isUnevenSwap(original, replacement, language)) {
      bump('  uneven swap', row.verdict);
      show(row.verdict, row.reason, `uneven ${original} → ${replacement}`, sentence);
      formRefused = true;
    }
    if (formRefused) bump('false form refused', row.verdict);
  }
  // ADR 178 alone: the statement its checks refuse, or the false form they no longer make
  if ((!claims && after) || formRefused) bump('ADR 178 drops', row.verdict);
  // what the checks leave as it was judged: its discard rate is the readers' rate on the rules' items
  if (!claims && !inCompound) bump('left before 178', row.verdict);
  if (!after && !formRefused && !inCompound) bump('left after 178', row.verdict);
  if (!after && !formRefused && !inCompound && row.verdict !== 'KEEP' && process.argv.includes('--remaining'))
    console.log(row.reason ?? '', tf.answer ? 'T' : 'F', '|', statement.slice(0, 150));
}
const ORDER = [
  'all',
  'all true',
  'all false',
  'refused before',
  'refused claims',
  'refused after',
  '  line numbers',
  '  heading run in',
  '  vague claim',
  'false with swap',
  '  swap in compound',
  '  hedged claim',
  '  uneven swap',
  'false form refused',
  'ADR 178 drops',
  'left before 178',
  'left after 178',
];
for (const rule of ORDER) {
  const entry = tally[rule] ?? { discarded: 0, kept: 0 };
  const share = entry.discarded + entry.kept > 0 ? entry.discarded / (entry.discarded + entry.kept) : 0;
  console.log(
    rule.padEnd(20),
    `discarded ${entry.discarded}`.padEnd(15),
    `kept ${entry.kept}`.padEnd(9),
    `(${Math.round(100 * share)} % discarded)`,
  );
}
