import type { DocumentAnalysis } from './analyze-material.ts';
import { normalizeElision, stemWord } from './nlp/language.ts';

/*
 * Overgenerate, then rank (Heilman & Smith 2010): a ranked, diverse, duplicate-free selection of
 * candidates spread over the material's sections.
 */

/** Content stems of a text, as a set (for duplicate checks). */
export function getStemSet(analysis: DocumentAnalysis, text: string): Set<string> {
  const stems = new Set<string>();
  for (const match of text.toLowerCase().matchAll(/\p{L}[\p{L}\p{M}\p{N}'’-]*|\p{N}+/gu)) {
    const word = normalizeElision(match[0]);
    if (word.length < 2) continue;
    stems.add(stemWord(word, analysis.language));
  }
  return stems;
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const item of a) if (b.has(item)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** Something generated, waiting for selection. */
export interface Ranked<T> {
  item: T;
  score: number;
  chunkIndex: number;
  sentenceIndex: number;
  /** the answer's identity: the same answer is not asked over and over */
  answerKey: string;
  /** the text compared for near-duplicates */
  text: string;
}

/**
 * Picks the best `count` candidates: by score, at most one per sentence and `maxPerAnswer` per answer,
 * no near-duplicates (Jaccard ≥ 0.5 over stems), and spread across the material — each pick
 * from a section lowers that section's next candidates a little (the "best N per section").
 */
export function selectRanked<T>(
  analysis: DocumentAnalysis,
  candidates: Ranked<T>[],
  count: number,
  options: { maxPerAnswer?: number; taken?: Iterable<string> } = {},
): T[] {
  const maxPerAnswer = options.maxPerAnswer ?? 1;
  const chunkCount = Math.max(1, analysis.chunks.length);
  const sectionCount = Math.max(1, Math.min(count, chunkCount, 12));
  const sectionOf = (chunkIndex: number): number => Math.min(sectionCount - 1, Math.floor((chunkIndex * sectionCount) / chunkCount));
  const sectionUse = new Array<number>(sectionCount).fill(0);
  const answerUse = new Map<string, number>();
  const usedSentences = new Set<number>();
  const pickedStems: Set<string>[] = [...(options.taken ?? [])].map((text) => getStemSet(analysis, text));
  const remaining = [...candidates].sort((a, b) => b.score - a.score);
  const stemCache = new Map<Ranked<T>, Set<string>>();
  const picked: T[] = [];
  while (picked.length < count && remaining.length > 0) {
    let bestIndex = -1;
    let bestScore = -1;
    for (let i = 0; i < remaining.length; i += 1) {
      const candidate = remaining[i]!;
      if (candidate.score <= bestScore) break; // sorted: adjusted scores only go down
      const adjusted = candidate.score * Math.pow(0.85, sectionUse[sectionOf(candidate.chunkIndex)]!);
      if (adjusted > bestScore) {
        bestScore = adjusted;
        bestIndex = i;
      }
    }
    if (bestIndex < 0) break;
    const [candidate] = remaining.splice(bestIndex, 1);
    if (!candidate) break;
    if (usedSentences.has(candidate.sentenceIndex)) continue;
    if ((answerUse.get(candidate.answerKey) ?? 0) >= maxPerAnswer) continue;
    let stems = stemCache.get(candidate);
    if (!stems) {
      stems = getStemSet(analysis, candidate.text);
      stemCache.set(candidate, stems);
    }
    if (pickedStems.some((other) => jaccard(other, stems) >= 0.5)) continue;
    picked.push(candidate.item);
    pickedStems.push(stems);
    usedSentences.add(candidate.sentenceIndex);
    answerUse.set(candidate.answerKey, (answerUse.get(candidate.answerKey) ?? 0) + 1);
    sectionUse[sectionOf(candidate.chunkIndex)]! += 1;
  }
  return picked;
}
