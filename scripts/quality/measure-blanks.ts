/*
 * ADR 154's measure of the blank rules that can be read from the item alone, on all labelled cloze items
 * (test/fixtures/quality/judged-items.jsonl, held-out documents included): a one-word answer common in
 * general language (ADR 122, its definedness unknown here), an answer another form of which the sentence
 * holds or whose set phrase it completes, an example sentence or a quoted string (ADR 154). Counts the
 * discarded blanks each would no longer make and the kept ones it would lose. Run: npx tsx scripts/quality/measure-blanks.ts
 */
import {
  isBlankGivenAway,
  isBlankHalfOfName,
  isBlankPartOfWord,
  isBlankQuoted,
  isExampleSentence,
} from '../../apps/server/src/modules/ai/local/blank-terms.ts';
import { isCommonWord } from '../../apps/server/src/modules/ai/local/nlp/general-frequency.ts';
import { detectLanguage, splitWords } from '../../apps/server/src/modules/ai/local/nlp/language.ts';
import { BLANK, clozeOf, readJudgedItems } from './judged-items.ts';

const rows = readJudgedItems();
const tally = new Map<string, { discard: number; keep: number; byReason: Map<string, number> }>();
const bump = (rule: string, verdict: string, reason: string | null): void => {
  const entry = tally.get(rule) ?? { discard: 0, keep: 0, byReason: new Map() };
  if (verdict === 'KEEP') entry.keep += 1;
  else {
    entry.discard += 1;
    entry.byReason.set(reason ?? '-', (entry.byReason.get(reason ?? '-') ?? 0) + 1);
  }
  tally.set(rule, entry);
};
const verbose = process.argv.includes('--verbose');
for (const row of rows) {
  const cloze = clozeOf(row);
  if (!cloze) continue;
  const { text, answer } = cloze;
  const start = text.indexOf(BLANK);
  const sentence = `${text.slice(0, start)}${answer}${text.slice(start + BLANK.length)}`;
  const language = detectLanguage(sentence);
  const end = start + answer.length;
  bump('all', row.verdict, row.reason);
  const rules = {
    // ADR 122's rule read from the item alone: a one-word answer common in general language (its definedness unknown)
    general: splitWords(answer).length === 1 && isCommonWord(answer, language),
    givenAway: splitWords(answer).length === 1 && isBlankGivenAway(sentence, start, end, language),
    // ADR 164: half of a dashed compound or a possessive; a word of a capitalised name whose other word stays
    partOfWord: isBlankPartOfWord(sentence, start, end),
    halfOfName: splitWords(answer).length === 1 && isBlankHalfOfName(sentence, start, end, language),
    example: isExampleSentence(sentence, language) || isBlankQuoted(text, start),
  };
  for (const [rule, hit] of Object.entries(rules)) if (hit) bump(rule, row.verdict, row.reason);
  if (Object.values(rules).some(Boolean)) bump('any', row.verdict, row.reason);
  if (verbose && Object.values(rules).some(Boolean))
    console.log(row.verdict, row.reason, JSON.stringify(rules), answer, '|', text.slice(0, 120));
}
for (const [rule, entry] of tally)
  console.log(
    rule.padEnd(10),
    `discarded ${entry.discard}`,
    `kept ${entry.keep}`,
    JSON.stringify(Object.fromEntries(entry.byReason)),
  );
