/*
 * Why the sentences of a material are no source of items (issue 20's floors): per sentence, the first
 * rule of the sentence reading that refuses it (explainSentenceRefusal), tallied by rule, and for the
 * standalone sentences the card and question defects of the study set's tally. With --rule R (and
 * --limit N) prints the sentences a rule refuses, to read whether the refusals are right.
 * With --items, the card candidates of the standalone sentences and the defect that refuses each (findCardDefect).
 * Run: npx tsx scripts/quality/explain-sentences.ts <file> [--rule R] [--limit N] [--items]
 */
import {
  explainSentenceRefusal,
  getMaterialAnalysis,
} from '../../apps/server/src/modules/ai/local/analyze-material.ts';
import { rankFlashcardCandidates } from '../../apps/server/src/modules/ai/local/generate-flashcards.ts';
import { findCardDefect } from '../../apps/server/src/modules/ai/local/precision.ts';
import { readMaterialFile } from '../../apps/server/src/modules/pipeline/read-material-file.ts';

const [path] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const optionOf = (name: string): string | undefined => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
if (!path) throw new Error('usage: explain-sentences.ts <file> [--rule R] [--limit N]');
const rule = optionOf('rule');
const limit = Number(optionOf('limit') ?? 40);
const { chunks, outline } = await readMaterialFile(path);
const analysis = getMaterialAnalysis(chunks, undefined, outline);
const tally: Record<string, number> = {};
const shown: string[] = [];
analysis.sentences.forEach((sentence, index) => {
  const reason = explainSentenceRefusal(analysis, index) ?? 'standalone';
  tally[reason] = (tally[reason] ?? 0) + 1;
  if (reason === rule && !process.argv.includes('--items') && shown.length < limit) shown.push(`- ${sentence.text}`);
});
console.log(`${path}: ${analysis.sentences.length} sentences, shape ${analysis.shape}, language ${analysis.language}`);
console.log(
  Object.entries(tally)
    .sort((a, b) => b[1] - a[1])
    .map(([reason, count]) => `${reason} ${count}`)
    .join(', '),
);
if (shown.length > 0) console.log(shown.join('\n'));
if (process.argv.includes('--items')) {
  const language = analysis.language;
  const cards = rankFlashcardCandidates(analysis, language);
  const defects: Record<string, number> = {};
  const lines: string[] = [];
  for (const ranked of cards) {
    const defect = findCardDefect(ranked.item, analysis, language) ?? 'kept';
    defects[defect] = (defects[defect] ?? 0) + 1;
    if ((rule === undefined || rule === defect) && lines.length < limit)
      lines.push(`${defect}: ${ranked.item.front} → ${ranked.item.back}`);
  }
  console.log(`card candidates: ${JSON.stringify(defects)}`);
  console.log(lines.join('\n'));
}
