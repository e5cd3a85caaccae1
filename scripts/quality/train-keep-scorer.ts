/*
 * Fits the learned keep-scorer (ADR 168) on the labelled set (test/fixtures/quality/judged-items.jsonl)
 * and writes apps/server/src/modules/ai/local/keep-scorer-weights.ts. First, leave one set out: each
 * set is scored by a model fitted on the other sets, and for each threshold it prints, per set and
 * per item type, the discard rate among the items the scorer keeps against all items and the share
 * of KEEP items it loses. The threshold written is chosen from those cross-validated figures on the
 * held-out sets (never from the full fit): the one that keeps the fewest discarded items while
 * losing at most MAX_KEEP_LOSS of the kept ones. Run: npx tsx scripts/quality/train-keep-scorer.ts [--check]
 */
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import {
  chooseThreshold,
  fitKeepScorer,
  predictLeavingSetsOut,
  readJudgedRows,
  readLabelledItems,
  summarise,
  THRESHOLDS,
  type LabelledItem,
} from '../../apps/server/src/modules/ai/local/keep-scorer-fit.ts';
import { KEEP_FEATURE_NAMES } from '../../apps/server/src/modules/ai/local/keep-scorer.ts';

const WEIGHTS_FILE = 'apps/server/src/modules/ai/local/keep-scorer-weights.ts';

const items = readLabelledItems(readJudgedRows());
const predictions = predictLeavingSetsOut(items);
const sets = [...new Set(items.map((item) => item.row.set))];
const types = ['flashcard', 'multiple_choice', 'true_false', 'open_ended'] as const;
const percent = (value: number): string => (Number.isNaN(value) ? '   –' : `${(100 * value).toFixed(0).padStart(3)}%`);

const line = (label: string, group: LabelledItem[], threshold: number): string => {
  const figures = summarise(group, predictions, threshold);
  return `${label.padEnd(34)} n=${String(figures.all).padStart(4)} discarded ${percent(figures.discardRate)} | kept ${String(
    figures.kept,
  ).padStart(
    4,
  )} discarded ${percent(figures.keptDiscardRate)} | KEEP lost ${percent(figures.keepLost)} (${figures.counts.lost}/${figures.counts.keeps}) | DISCARD dropped ${percent(
    figures.discardDropped,
  )} (${figures.counts.dropped}/${figures.counts.discarded})`;
};

console.log('Leave one set out: each set scored by the model fitted on the others.\n');
for (const threshold of THRESHOLDS) {
  console.log(`threshold ${threshold.toFixed(2)}`);
  const heldOut = items.filter((item) => item.row.set.startsWith('held-out'));
  console.log(line('  all held-out sets', heldOut, threshold));
  for (const type of types)
    console.log(
      line(
        `    ${type}`,
        heldOut.filter((item) => item.row.type === type),
        threshold,
      ),
    );
  for (const set of sets) {
    console.log(
      line(
        `  ${set}`,
        items.filter((item) => item.row.set === set),
        threshold,
      ),
    );
    if (set.endsWith('29c') || set.endsWith('29d'))
      for (const type of types)
        console.log(
          line(
            `    ${type}`,
            items.filter((item) => item.row.set === set && item.row.type === type),
            threshold,
          ),
        );
  }
  console.log('');
}

const threshold = chooseThreshold(items, predictions);
const model = fitKeepScorer(items, threshold);
console.log(`chosen threshold (cross-validated, held-out sets): ${threshold}`);
console.log('weights of the full fit (standardised features):');
KEEP_FEATURE_NAMES.forEach((name, index) =>
  console.log(`  ${name.padEnd(26)} ${model.weights[index]!.toFixed(3).padStart(7)}`),
);

const text = `/*
 * The keep-scorer's model (ADR 168), written by scripts/quality/train-keep-scorer.ts from
 * test/fixtures/quality/judged-items.jsonl: do not edit by hand (keep-scorer.test.ts fits it again).
 */
export const KEEP_SCORER_MODEL = ${JSON.stringify(model, null, 2)};
`;
if (!process.argv.includes('--check')) {
  writeFileSync(WEIGHTS_FILE, await format(text, { ...(await resolveConfig(WEIGHTS_FILE)), filepath: WEIGHTS_FILE }));
  console.log(`\nwritten: ${WEIGHTS_FILE}`);
}
