/*
 * ADR 175's measure of the checks against a sentence that leans on its context, on the labelled set
 * (test/fixtures/quality/judged-items.jsonl): for every item, the sentence it states (the material's
 * sentence when the item quotes it, else the card's or question's own text with its blank filled), in
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
import { BLANK, readJudgedItems, type JudgedRow } from './judged-items.ts';

const verbose = process.argv.includes('--verbose');
const remaining = process.argv.includes('--remaining');

const TEMPLATE =
  /^(?:true or false\?|verdadeiro ou falso\?|¿verdadero o falso\?|vrai ou faux ?\?|vero o falso\?|wahr oder falsch\?)\s*/iu;
const CLOZE_PREFIX =
  /^(?:complete the blank|complete a lacuna|preencha|completa|complétez|completa il|ergänzen)[^:]*:\s*/iu;

/** The sentence an item states: the quoted material, a cloze's sentence with its answer, a true/false claim. */
function statementOf(row: JudgedRow): string | null {
  const item = row.item as Record<string, string | undefined> & { options?: string[]; correctIndex?: number };
  const fields = Object.values(item).filter((value): value is string => typeof value === 'string');
  const quoted = fields
    .map((field) => /(?:says|diz|dice|dit|sagt)\s*:\s*[«“]\s*(.*?)\s*[»”]/su.exec(field)?.[1])
    .find(Boolean);
  if (row.type === 'open_ended') return null;
  if (quoted) return quoted;
  const back = item.back ?? '';
  if (back.includes('**')) return back.replace(/\*\*/gu, '');
  const front = item.front ?? item.prompt ?? item.question ?? '';
  if (row.type === 'flashcard') {
    if (front.includes(BLANK)) return front.replace(CLOZE_PREFIX, '').replace(BLANK, back);
    return null;
  }
  if (row.type === 'multiple_choice') {
    const sentence = /[«“"„](.*)[»”"“]\s*$/su.exec(front)?.[1];
    if (!sentence?.includes(BLANK)) return null;
    const answer = item.options?.[item.correctIndex ?? 0] ?? '';
    return sentence.replace(BLANK, answer);
  }
  if (row.type === 'true_false') return front.replace(TEMPLATE, '');
  return null;
}

type Tally = { discard: number; keep: number; dropped: number; lost: number; newDropped: number; newLost: number };
const tally = new Map<string, Tally>();
// the checks as they were before ADR 175, then its rules on their own
leaningRules.enabled = false;
for (const row of readJudgedItems()) {
  const text = statementOf(row);
  if (text === null) continue;
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
