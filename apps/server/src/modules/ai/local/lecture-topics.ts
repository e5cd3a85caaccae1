import type { DocumentAnalysis } from './analyze-material.ts';
import { findPhraseSpans, isConceptAnswer, isNounLike } from './phrases.ts';

/*
 * A lecture's topics in the order spoken (issue 12 item 3): the transcript is cut where its
 * vocabulary changes (TextTiling, Hearst 1997: lexical cohesion between adjacent windows of
 * sentences, cut at the deepest valleys), and each part is named by the key concept most its own.
 */

const WINDOW = 5;

function cosine(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (const [stem, count] of a) {
    normA += count * count;
    dot += count * (b.get(stem) ?? 0);
  }
  for (const count of b.values()) normB += count * count;
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

function bagOf(stemLists: readonly (readonly string[])[]): Map<string, number> {
  const bag = new Map<string, number>();
  for (const stems of stemLists) for (const stem of stems) bag.set(stem, (bag.get(stem) ?? 0) + 1);
  return bag;
}

/** Sentence indexes where a new topic starts (the first part starts at 0). */
function findBoundaries(stemLists: readonly (readonly string[])[], maxParts: number): number[] {
  const gaps: { at: number; score: number }[] = [];
  for (let at = WINDOW; at <= stemLists.length - WINDOW; at += 1) {
    gaps.push({ at, score: cosine(bagOf(stemLists.slice(at - WINDOW, at)), bagOf(stemLists.slice(at, at + WINDOW))) });
  }
  // depth of each valley: how far it sits below the highest points on either side
  const depths = gaps.map((gap, i) => {
    let left = gap.score;
    for (let j = i - 1; j >= 0 && gaps[j]!.score >= left; j -= 1) left = gaps[j]!.score;
    let right = gap.score;
    for (let j = i + 1; j < gaps.length && gaps[j]!.score >= right; j += 1) right = gaps[j]!.score;
    return { at: gap.at, depth: left - gap.score + (right - gap.score) };
  });
  const mean = depths.reduce((sum, gap) => sum + gap.depth, 0) / Math.max(1, depths.length);
  const deviation = Math.sqrt(
    depths.reduce((sum, gap) => sum + (gap.depth - mean) ** 2, 0) / Math.max(1, depths.length),
  );
  const boundaries: number[] = [];
  for (const gap of [...depths].sort((a, b) => b.depth - a.depth)) {
    if (boundaries.length >= maxParts - 1 || gap.depth <= mean - deviation / 2 || gap.depth <= 0) break;
    if (boundaries.some((at) => Math.abs(at - gap.at) < WINDOW)) continue;
    boundaries.push(gap.at);
  }
  return [0, ...boundaries.sort((a, b) => a - b)];
}

/** The lecture's topics, each named once, in the order they are spoken about. */
export function findLectureTopics(analysis: DocumentAnalysis): string[] {
  const sentences = analysis.sentences.filter((sentence) => sentence.blockKind === 'paragraph');
  if (sentences.length < WINDOW * 2) return [];
  const maxParts = Math.max(2, Math.min(8, Math.round(analysis.wordCount / 300)));
  const starts = findBoundaries(
    sentences.map((sentence) => sentence.contentStems),
    maxParts,
  );
  const totals = new Map<string, number>();
  const perPart = starts.map((start, part) => {
    const end = starts[part + 1] ?? sentences.length;
    const counts = new Map<string, number>();
    for (const sentence of sentences.slice(start, end)) {
      for (const span of findPhraseSpans(sentence, analysis)) {
        const { phrase } = span;
        if (phrase.kind !== 'concept' && phrase.kind !== 'name') continue;
        counts.set(phrase.key, (counts.get(phrase.key) ?? 0) + 1);
        totals.set(phrase.key, (totals.get(phrase.key) ?? 0) + 1);
      }
    }
    return counts;
  });
  const topics: { surface: string; stems: Set<string> }[] = [];
  for (const counts of perPart) {
    let best: { surface: string; stems: Set<string>; score: number } | null = null;
    for (const [key, count] of counts) {
      const phrase = analysis.phraseByKey.get(key)!;
      if (count < 2 || !isNounLike(phrase, analysis.language) || !isConceptAnswer(phrase, analysis.language)) continue;
      const stems = new Set(phrase.stems);
      if (topics.some((topic) => [...stems].some((stem) => topic.stems.has(stem)))) continue;
      // most its own: said often here, and mostly here; a longer phrase names a topic better
      const score = ((count * count) / totals.get(key)!) * (1 + 0.25 * (phrase.wordCount - 1));
      if (!best || score > best.score) best = { surface: phrase.surface, stems, score };
    }
    if (best) topics.push(best);
  }
  return topics.map((topic) => topic.surface.charAt(0).toUpperCase() + topic.surface.slice(1));
}
