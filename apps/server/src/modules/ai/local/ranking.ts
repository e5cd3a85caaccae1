import type { DocumentAnalysis } from './analyze-material.ts';
import { normalizeElision, stemWord } from './nlp/language.ts';
import { findSections } from './sections.ts';

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

interface Spread {
  /** chunk index → part of the material */
  partOf: (chunkIndex: number) => number;
  /** each part's share of the material's words (summing to 1) */
  shares: number[] | null;
  partCount: number;
}

const outlineSpreads = new WeakMap<DocumentAnalysis, { parts: Int32Array; shares: number[] } | null>();

/**
 * The parts picks are spread over: the document's sections (bookmarks, chapters, numbered
 * headings) weighted by their length in words, text before the first section as a part of its
 * own (owed nothing when it is a book's front matter); else `partCount` equal runs of chunks.
 */
function getSpread(analysis: DocumentAnalysis, count: number): Spread {
  let outline = outlineSpreads.get(analysis);
  if (outline === undefined) {
    const sections = findSections(analysis);
    outline = null;
    if (sections.length >= 2) {
      const parts = new Int32Array(analysis.chunks.length).fill(0);
      const offset = sections[0]!.fromChunk > 0 ? 1 : 0;
      sections.forEach((section, index) => parts.fill(index + offset, section.fromChunk, section.toChunk));
      const words = new Array<number>(sections.length + offset).fill(0);
      analysis.chunks.forEach((chunk, chunkIndex) => {
        words[parts[chunkIndex]!]! += chunk.text.split(/\s+/u).length;
      });
      // a book's front matter gives no items: it is owed none
      if (offset === 1 && analysis.bodyStart > 0) words[0] = 0;
      const total = Math.max(
        1,
        words.reduce((sum, value) => sum + value, 0),
      );
      outline = { parts, shares: words.map((value) => value / total) };
    }
    outlineSpreads.set(analysis, outline);
  }
  if (outline) {
    const { parts, shares } = outline;
    return { partOf: (chunkIndex) => parts[chunkIndex] ?? 0, shares, partCount: shares.length };
  }
  const chunkCount = Math.max(1, analysis.chunks.length);
  const partCount = Math.max(1, Math.min(count, chunkCount, 12));
  return {
    partOf: (chunkIndex) => Math.min(partCount - 1, Math.floor((chunkIndex * partCount) / chunkCount)),
    shares: null,
    partCount,
  };
}

/**
 * Picks the best `count` candidates: by score, at most one per sentence and `maxPerAnswer` per answer,
 * no near-duplicates (Jaccard ≥ 0.5 over stems), and spread across the material — each pick
 * from a part lowers that part's next candidates a little (the "best N per section"). Where the
 * document has sections, each is owed its share of `count` (in proportion to its length): a
 * section still owed half an item or more is served first, and one past its share is lowered
 * much more, so items follow the sections' lengths.
 */
export function selectRanked<T>(
  analysis: DocumentAnalysis,
  candidates: Ranked<T>[],
  count: number,
  options: { maxPerAnswer?: number; taken?: Iterable<string> } = {},
): T[] {
  const maxPerAnswer = options.maxPerAnswer ?? 1;
  const spread = getSpread(analysis, count);
  const sectionOf = spread.partOf;
  const sectionUse = new Array<number>(spread.partCount).fill(0);
  const quotas = spread.shares?.map((share) => share * count) ?? null;
  const damping = (section: number): number => {
    const use = sectionUse[section]!;
    const over = quotas === null ? 0 : use + 1 - quotas[section]!;
    return Math.pow(0.85, use) * (over > 0.5 ? Math.pow(0.35, over) : 1);
  };
  const answerUse = new Map<string, number>();
  const usedSentences = new Set<number>();
  const pickedStems: Set<string>[] = [...(options.taken ?? [])].map((text) => getStemSet(analysis, text));
  const remaining = [...candidates].sort((a, b) => b.score - a.score);
  const stemCache = new Map<Ranked<T>, Set<string>>();
  const picked: T[] = [];
  /** the best remaining candidate by adjusted score among the sections `isEligible` lets in; -1 when none */
  const findBest = (isEligible: (section: number) => boolean): number => {
    let bestIndex = -1;
    let bestScore = -1;
    for (let i = 0; i < remaining.length; i += 1) {
      const candidate = remaining[i]!;
      if (candidate.score <= bestScore) break; // sorted: adjusted scores only go down
      const section = sectionOf(candidate.chunkIndex);
      if (!isEligible(section)) continue;
      const adjusted = candidate.score * damping(section);
      if (adjusted > bestScore) {
        bestScore = adjusted;
        bestIndex = i;
      }
    }
    return bestIndex;
  };
  while (picked.length < count && remaining.length > 0) {
    // sections still owed at least half an item of their share go first, whatever their
    // candidates' scores: a short section of plain prose keeps its items beside a dense one
    let bestIndex = quotas === null ? -1 : findBest((section) => quotas[section]! - sectionUse[section]! >= 0.5);
    if (bestIndex < 0) bestIndex = findBest(() => true);
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
