/*
 * ADR 154's measure of the blank rule on the labelled cloze items (cards and "which option completes
 * the statement?") whose documents are in test/fixtures: each blank is checked against the
 * material's analysis by findBlankDefect (ADR 122–154). Counts, per verdict, the blanks it refuses.
 * Run: npx tsx scripts/quality/measure-blanks-material.ts [--verbose]
 */
import { existsSync } from 'node:fs';
import { getMaterialAnalysis } from '../../apps/server/src/modules/ai/local/analyze-material.ts';
import { findBlankDefect } from '../../apps/server/src/modules/ai/local/precision.ts';
import { readMaterialFile } from '../../apps/server/src/modules/pipeline/read-material-file.ts';
import { clozeOf, readJudgedItems } from './judged-items.ts';

const rows = readJudgedItems();
const HELD_OUT = /(?:^|\/)(?:pt-calculo-|paper-ecology-rescience-|lecture-5111sc-)/u;
const verbose = process.argv.includes('--verbose');
const bySource = new Map<string, { row: (typeof rows)[number]; text: string; answer: string }[]>();
for (const row of rows) {
  const cloze = clozeOf(row);
  if (!cloze) continue;
  const { text, answer } = cloze;
  const source = String(row.source).replace(/;.*$/u, '');
  if (!source.startsWith('test/fixtures/') || !existsSync(source)) continue;
  // documents held out for the final judgement are never read while tuning (issue 20)
  if (HELD_OUT.test(source)) continue;
  bySource.set(source, [...(bySource.get(source) ?? []), { row, text, answer }]);
}
const tally = { discard: 0, keep: 0, discardRefused: 0, keepRefused: 0, byReason: {} as Record<string, number> };
for (const [source, items] of bySource) {
  const { chunks, outline } = await readMaterialFile(source);
  const analysis = getMaterialAnalysis(chunks, undefined, outline);
  for (const { row, text, answer } of items) {
    const kept = row.verdict === 'KEEP';
    tally[kept ? 'keep' : 'discard'] += 1;
    const defect = findBlankDefect(text, answer, analysis);
    if (defect !== null) {
      tally[kept ? 'keepRefused' : 'discardRefused'] += 1;
      if (!kept) tally.byReason[row.reason ?? '-'] = (tally.byReason[row.reason ?? '-'] ?? 0) + 1;
    }
    if (verbose) console.log(row.verdict, row.reason, defect ?? 'made', answer, '|', text.slice(0, 90));
  }
}
console.log(JSON.stringify(tally));
