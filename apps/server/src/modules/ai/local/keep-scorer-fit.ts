import { readFileSync } from 'node:fs';
import type { MaterialLanguage } from '@mnemo/domain/languages';
import {
  getDiscardProbabilityOf,
  getKeepFeatures,
  KEEP_FEATURE_NAMES,
  type KeepFeatureName,
  type KeepScorerModel,
  type ScorerItem,
  type ScorerItemType,
} from './keep-scorer.ts';
import type { MaterialShape } from './material-shape.ts';
import { detectLanguage } from './nlp/language.ts';

/*
 * The keep-scorer's fit (ADR 168), shared by scripts/quality/train-keep-scorer.ts (which writes
 * keep-scorer-weights.ts) and the test that checks the committed weights are what it gives: the
 * labelled rows read as the scorer reads an item, and a logistic regression fitted by plain batch
 * gradient descent with an L2 penalty, from zero weights, a fixed number of steps — deterministic.
 */

/** One line of test/fixtures/quality/judged-items.jsonl, loosely typed: the sets wrote items in three formats. */
export interface JudgedRow {
  set: string;
  doc: string;
  source: string;
  type: ScorerItemType;
  item: Record<string, unknown>;
  verdict: 'KEEP' | 'DISCARD';
  reason: string | null;
}

/** A labelled row as the scorer reads it. */
export interface LabelledItem {
  row: JudgedRow;
  item: ScorerItem;
  shape: MaterialShape;
  language: MaterialLanguage;
  features: Record<KeepFeatureName, number>;
  /** 1 when a reader discarded it */
  label: number;
}

/** The labelled set's rows (test/fixtures/quality/judged-items.jsonl). */
export function readJudgedRows(): JudgedRow[] {
  return readFileSync(new URL('../../../../../../test/fixtures/quality/judged-items.jsonl', import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as JudgedRow);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The item of a labelled row as the scorer reads it (the generator's JSON, or what the reader was shown). */
export function readJudgedItem(row: JudgedRow): ScorerItem {
  const item = row.item;
  const prompt = text(item.front) || text(item.prompt) || text(item.question);
  if (row.type === 'flashcard') return { type: 'flashcard', prompt, answer: text(item.back), distractors: [] };
  if (row.type === 'multiple_choice') {
    const options = Array.isArray(item.options) ? item.options.map(text) : [];
    const index =
      typeof item.correctIndex === 'number'
        ? item.correctIndex
        : // "b) linha cheia": the letter of the correct option
          Math.max(0, (text(item.correct_answer).codePointAt(0) ?? 97) - 97);
    return {
      type: 'multiple_choice',
      prompt,
      answer: options[index] ?? '',
      distractors: options.filter((_, at) => at !== index),
    };
  }
  if (row.type === 'true_false') {
    // (asked true or false: the key is the balance's to choose, ADR 135, so the scorer does not read it)
    return { type: 'true_false', prompt, answer: '', distractors: [] };
  }
  return {
    type: 'open_ended',
    prompt,
    answer: text(item.expectedAnswer) || text(item.expected_answer),
    distractors: [],
  };
}

/**
 * The material's shape as the row's source and name say (the analysis knows it at run time): a
 * .pptx deck is slides (a deck printed to PDF is read as a document, as it is at run time); a
 * caption file, a transcript or a recorded lecture is speech; the rest are documents.
 */
export function readSourceShape(row: Pick<JudgedRow, 'source' | 'doc'>): MaterialShape {
  if (/\.pptx\b/u.test(row.source)) return 'slides';
  if (/\.vtt\b|captions|transcript/u.test(row.source) || /(?:^|-)lecture-/u.test(row.doc)) return 'spoken';
  return 'document';
}

/** The labelled rows as the scorer reads them (the language read from the item's own words). */
export function readLabelledItems(rows: readonly JudgedRow[]): LabelledItem[] {
  return rows.map((row) => {
    const item = readJudgedItem(row);
    const shape = readSourceShape(row);
    const language = detectLanguage(`${item.prompt} ${item.answer}`);
    return {
      row,
      item,
      shape,
      language,
      features: getKeepFeatures(item, shape, language),
      label: row.verdict === 'DISCARD' ? 1 : 0,
    };
  });
}

export const FIT_STEPS = 3000;
export const LEARNING_RATE = 0.3;
export const L2_PENALTY = 0.01;

const round = (value: number): number => Math.round(value * 1e6) / 1e6;

/** A logistic regression fitted on labelled items (standardised features, L2 on the weights), weights rounded to 1e-6. */
export function fitKeepScorer(items: readonly LabelledItem[], threshold: number): KeepScorerModel {
  const width = KEEP_FEATURE_NAMES.length;
  const rows = items.map((item) => KEEP_FEATURE_NAMES.map((name) => item.features[name]));
  const means = KEEP_FEATURE_NAMES.map((_, column) => rows.reduce((sum, row) => sum + row[column]!, 0) / rows.length);
  const scales = KEEP_FEATURE_NAMES.map((_, column) => {
    const variance = rows.reduce((sum, row) => sum + (row[column]! - means[column]!) ** 2, 0) / rows.length;
    return variance > 1e-12 ? Math.sqrt(variance) : 1;
  });
  const standardised = rows.map((row) => row.map((value, column) => (value - means[column]!) / scales[column]!));
  const weights = new Array<number>(width).fill(0);
  let bias = 0;
  const count = items.length;
  for (let step = 0; step < FIT_STEPS; step += 1) {
    const gradient = new Array<number>(width).fill(0);
    let biasGradient = 0;
    standardised.forEach((row, index) => {
      let sum = bias;
      for (let column = 0; column < width; column += 1) sum += weights[column]! * row[column]!;
      const error = 1 / (1 + Math.exp(-sum)) - items[index]!.label;
      biasGradient += error;
      for (let column = 0; column < width; column += 1) gradient[column]! += error * row[column]!;
    });
    bias -= (LEARNING_RATE * biasGradient) / count;
    for (let column = 0; column < width; column += 1)
      weights[column]! -= LEARNING_RATE * (gradient[column]! / count + L2_PENALTY * weights[column]!);
  }
  return {
    features: [...KEEP_FEATURE_NAMES],
    means: means.map(round),
    scales: scales.map(round),
    weights: weights.map(round),
    bias: round(bias),
    threshold,
  };
}

/** Each item's discard probability under a model fitted without its set (leave one set out). */
export function predictLeavingSetsOut(items: readonly LabelledItem[]): Map<LabelledItem, number> {
  const predictions = new Map<LabelledItem, number>();
  const sets = [...new Set(items.map((item) => item.row.set))];
  for (const set of sets) {
    const model = fitKeepScorer(
      items.filter((item) => item.row.set !== set),
      1,
    );
    for (const item of items)
      if (item.row.set === set) predictions.set(item, getDiscardProbabilityOf(model, item.features));
  }
  return predictions;
}

/** The thresholds the cross-validated figures are printed for and chosen from. */
export const THRESHOLDS = [0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 1] as const;

/** The most of the held-out sets' KEEP items the chosen threshold may leave out. */
export const MAX_KEEP_LOSS = 0.1;

/** What a threshold does to a group of items: their discard rate, all and among those kept, and the KEEP items it loses. */
export function summarise(
  group: readonly LabelledItem[],
  predictions: ReadonlyMap<LabelledItem, number>,
  threshold: number,
): {
  all: number;
  discardRate: number;
  kept: number;
  keptDiscardRate: number;
  keepLost: number;
  discardDropped: number;
  counts: { discarded: number; dropped: number; keeps: number; lost: number };
} {
  const kept = group.filter((item) => (predictions.get(item) ?? 0) <= threshold);
  const discarded = group.filter((item) => item.label === 1).length;
  const keptDiscarded = kept.filter((item) => item.label === 1).length;
  const keeps = group.length - discarded;
  return {
    all: group.length,
    discardRate: discarded / group.length,
    kept: kept.length,
    keptDiscardRate: keptDiscarded / kept.length,
    keepLost: (keeps - (kept.length - keptDiscarded)) / keeps,
    discardDropped: (discarded - keptDiscarded) / discarded,
    counts: {
      discarded,
      dropped: discarded - keptDiscarded,
      keeps,
      lost: keeps - (kept.length - keptDiscarded),
    },
  };
}

/**
 * The threshold chosen from the cross-validated predictions of the held-out sets: of those that
 * lose at most MAX_KEEP_LOSS of their KEEP items, the one whose kept items are least discarded.
 */
export function chooseThreshold(
  items: readonly LabelledItem[],
  predictions: ReadonlyMap<LabelledItem, number>,
): number {
  const heldOut = items.filter((item) => item.row.set.startsWith('held-out'));
  let best: number = THRESHOLDS[THRESHOLDS.length - 1]!;
  let bestRate = Number.POSITIVE_INFINITY;
  for (const threshold of THRESHOLDS) {
    const figures = summarise(heldOut, predictions, threshold);
    if (figures.keepLost > MAX_KEEP_LOSS) continue;
    if (figures.keptDiscardRate < bestRate) {
      bestRate = figures.keptDiscardRate;
      best = threshold;
    }
  }
  return best;
}
