/*
 * ADR 172's measure of the spoken-item rules on the labelled set (test/fixtures/quality/judged-items.jsonl):
 * for every item made from a lecture transcript (docs named "lecture-…", "d-lecture-…", the slide deck
 * left out), the sentence the item states (the material's sentence when the item quotes it, else the
 * card's or question's own text with its blank filled), and whether the checks refuse it: every
 * statement's checks (`findStatementDefect`, `findTrueFalseDefect` for a true/false item), the spoken
 * rules — a complete claim (`isCompleteSpokenClaim`), and for a "What is X?" card or an open question
 * the answer read for hedges and asides (`hasSpokenHedge`). Prints, per lecture, how many DISCARD items the rules
 * drop and how many KEEP items they lose. Lectures whose transcript the repository holds are also read
 * whole, so that the rules that need the lecture's key terms count too (`findSpokenDefect`'s analysis).
 * Run: npx tsx scripts/quality/measure-spoken.ts [--verbose]
 */
import { getMaterialAnalysis } from '../../apps/server/src/modules/ai/local/analyze-material.ts';
import { hasSpokenHedge, isCompleteSpokenClaim } from '../../apps/server/src/modules/ai/local/learner-keeps.ts';
import * as precision from '../../apps/server/src/modules/ai/local/precision.ts';
import { findTrueFalseDefect } from '../../apps/server/src/modules/ai/local/true-false-statements.ts';
import { readMaterialFile } from '../../apps/server/src/modules/pipeline/read-material-file.ts';
import { resolveLabelledSource } from '../labelled-sources.ts';
import { readJudgedItems, statementOf } from './judged-items.ts';

const verbose = process.argv.includes('--verbose');

const rows = readJudgedItems().filter(
  (row) => /(?:^|-)lecture-/u.test(row.doc) && row.doc !== 'lecture-deck-23-slides',
);
const analyses = new Map<string, ReturnType<typeof getMaterialAnalysis> | null>();
for (const row of rows) {
  if (analyses.has(row.doc)) continue;
  const path = resolveLabelledSource(String(row.source));
  if (path === null) analyses.set(row.doc, null);
  else {
    const { chunks, outline } = await readMaterialFile(path);
    analyses.set(row.doc, getMaterialAnalysis(chunks, undefined, outline));
  }
}

const tally = new Map<string, { discard: number; keep: number; discardDropped: number; keepLost: number }>();
const reasons = new Map<string, number>();
for (const row of rows) {
  // the sentence the item states, or the answer of a "What is X?" card or an open question (`isAnswer`)
  const stated = statementOf(row);
  if (stated === null) continue;
  const { text, isAnswer } = stated;
  const analysis = analyses.get(row.doc) ?? null;
  // the rules of the analysis (key terms), where the transcript is in the repository
  const aboutSubject =
    analysis && 'findSpokenStatementDefect' in precision
      ? (
          precision as unknown as { findSpokenStatementDefect: (t: string, a: unknown) => string | null }
        ).findSpokenStatementDefect(text, analysis)
      : null;
  // the checks of every statement (fragments, stand-alone sentences, true/false claims), spoken or not
  const written = isAnswer
    ? null
    : (precision.findStatementDefect(text, 'en') ??
      (row.type === 'true_false' ? findTrueFalseDefect(text, 'en', 'spoken') : null));
  const spoken = isAnswer ? hasSpokenHedge(text, 'en') : !isCompleteSpokenClaim(text, 'en') || aboutSubject !== null;
  const refused = spoken || written !== null;
  for (const key of [row.doc, 'all']) {
    const entry = tally.get(key) ?? { discard: 0, keep: 0, discardDropped: 0, keepLost: 0 };
    if (row.verdict === 'KEEP') {
      entry.keep += 1;
      if (refused) entry.keepLost += 1;
    } else {
      entry.discard += 1;
      if (refused) entry.discardDropped += 1;
    }
    tally.set(key, entry);
  }
  if (refused && row.verdict === 'DISCARD') reasons.set(row.reason, (reasons.get(row.reason) ?? 0) + 1);
  if (verbose)
    console.log(
      refused ? 'REFUSED' : 'passes ',
      row.verdict,
      row.reason ?? '-',
      `spoken:${spoken} statement:${written ?? '-'} lecture:${aboutSubject ?? '-'}`,
      '|',
      text.slice(0, 150),
    );
}
for (const [doc, entry] of tally)
  console.log(
    doc.padEnd(40),
    `DISCARD dropped ${entry.discardDropped}/${entry.discard}`.padEnd(24),
    `KEEP lost ${entry.keepLost}/${entry.keep}`,
  );
console.log('dropped DISCARD by reason', JSON.stringify(Object.fromEntries(reasons)));
