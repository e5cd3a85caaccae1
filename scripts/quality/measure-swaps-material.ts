/*
 * ADR 154's measure of the sibling rule on the labelled false true/false items whose documents are
 * in test/fixtures: each item's swap (the material's term → the term named in its place) is checked
 * against the material's analysis — is the replacement a true sibling (isMaterialSibling), and is
 * the swap made before the sentence's own explanation clause? Counts discarded swaps the rule would
 * no longer make and kept swaps it would lose. Run: npx tsx scripts/quality/measure-swaps-material.ts
 */
import { existsSync } from 'node:fs';
import { getContentKey, getMaterialAnalysis } from '../../apps/server/src/modules/ai/local/analyze-material.ts';
import { hasExplanationAfter } from '../../apps/server/src/modules/ai/local/true-false-polarity.ts';
import { getSiblings } from '../../apps/server/src/modules/ai/local/distractors.ts';
import { getDefinedKinds, isMaterialSibling } from '../../apps/server/src/modules/ai/local/true-false-swaps.ts';
import { readMaterialFile } from '../../apps/server/src/modules/pipeline/read-material-file.ts';
import { readJudgedItems } from './judged-items.ts';

const SAYS = /[“«]\s*([^”»]+?)\s*[”»]\s*,?\s*(?:not|e não|e non|no|et non|non|nicht)\s*[“«]\s*([^”»]+?)\s*[”»]/u;
const QUOTE =
  /(?:material says|material diz|material dice|support dit|materiale dice|Material sagt)\s*:\s*[«“]\s*(.+?)\s*[»”]\s*(?:\(|$)/su;
const rows = readJudgedItems();
const verbose = process.argv.includes('--verbose');
const bySource = new Map<string, typeof rows>();
for (const row of rows) {
  if (row.type !== 'true_false' || row.item.answer !== false) continue;
  const source = String(row.source).replace(/;.*$/u, '');
  if (!source.startsWith('test/fixtures/') || !existsSync(source)) continue;
  bySource.set(source, [...(bySource.get(source) ?? []), row]);
}
const tally = {
  discard: 0,
  keep: 0,
  discardAvoided: 0,
  keepLost: 0,
  numbers: { discard: 0, keep: 0 },
  mainRuleAvoids: { discard: 0, keep: 0 },
  bothAvoid: { discard: 0, keep: 0 },
};
for (const [source, items] of bySource) {
  const { chunks, outline } = await readMaterialFile(source);
  const analysis = getMaterialAnalysis(chunks, undefined, outline);
  for (const row of items) {
    const explanation = String(row.item.explanation ?? '');
    const says = SAYS.exec(explanation);
    const quote = QUOTE.exec(explanation);
    if (!says || !quote) continue;
    const [, original, replacement] = says as unknown as [string, string, string];
    const isNumber = /^[-+]?\p{N}[\p{N}.,%]*$/u.test(original.trim());
    const sentence = quote[1]!;
    const at = sentence.indexOf(original);
    const explained = at >= 0 && hasExplanationAfter(sentence, at + original.length, analysis.language);
    const sibling =
      isNumber ||
      isMaterialSibling(
        analysis,
        getContentKey(original, analysis.language),
        getContentKey(replacement, analysis.language),
      );
    const kept = row.verdict === 'KEEP';
    // main's candidate rule before ADR 154 (ADR 135): listed beside it once, or two defined terms of one genus
    const [keyA, keyB] = [getContentKey(original, analysis.language), getContentKey(replacement, analysis.language)];
    const kinds = getDefinedKinds(analysis);
    const mainMakes =
      isNumber ||
      (getSiblings(analysis).get(keyA)?.has(keyB) ?? false) ||
      [...(kinds.get(keyA) ?? [])].some((kind) => kinds.get(keyB)?.has(kind));
    if (!mainMakes) tally.mainRuleAvoids[kept ? 'keep' : 'discard'] += 1;
    if (isNumber) tally.numbers[kept ? 'keep' : 'discard'] += 1;
    tally[kept ? 'keep' : 'discard'] += 1;
    const refused = explained || !sibling;
    // the generator makes a swap only where both rules allow it
    if (refused || !mainMakes) tally.bothAvoid[kept ? 'keep' : 'discard'] += 1;
    if (refused && kept) tally.keepLost += 1;
    if (refused && !kept) tally.discardAvoided += 1;
    if (verbose)
      console.log(
        row.verdict,
        row.reason,
        refused ? 'REFUSED' : 'made',
        mainMakes ? 'main:made' : 'main:refused',
        `${original} → ${replacement}`,
        '|',
        sentence.slice(0, 90),
      );
  }
}
console.log(JSON.stringify(tally));
