import type { SourceLocation } from '@mnemo/contracts/material';

/** A chunk sized for retrieval, with where it came from. */
export type PassageChunk = { text: string; wordCount: number } & SourceLocation;

export interface ChunkOptions {
  /** a chunk shorter than this is merged with its neighbour when the location allows (default 120) */
  minWords?: number;
  /** chunks close at the first sentence end past this (default 200) */
  targetWords?: number;
  /** never more than this (default 300) */
  maxWords?: number;
  /** language for sentence boundaries (default en) */
  language?: string;
}

type Passage = { text: string } & SourceLocation;

interface Sentence {
  text: string;
  words: number;
  startsParagraph: boolean;
  /** the previous sentence ended with a line break (a list item, a slide line) */
  startsLine: boolean;
  startMs: number | null;
  endMs: number | null;
}

/**
 * Splits extracted passages into retrieval chunks of about 120–300 words at sentence boundaries.
 * Consecutive passages merge only when that keeps the location: same page, slide and speaker
 * (time ranges widen to cover what they hold); a chunk never spans two pages, slides or speakers.
 */
export function chunkPassages(passages: Passage[], options: ChunkOptions = {}): PassageChunk[] {
  const minWords = options.minWords ?? 120;
  const targetWords = options.targetWords ?? 200;
  const maxWords = options.maxWords ?? 300;
  const segmenter = new Intl.Segmenter(options.language ?? 'en', { granularity: 'sentence' });
  const chunks: PassageChunk[] = [];
  // a NUL character (some PDFs' fonts map glyphs to it) cannot be stored in PostgreSQL text
  const clean = passages.map((passage) =>
    passage.text.includes('\u0000') ? { ...passage, text: passage.text.replaceAll('\u0000', '') } : passage,
  );
  for (const group of groupByLocation(clean)) {
    const sentences = splitSentences(group, segmenter, maxWords);
    const groupChunks: Sentence[][] = [];
    let current: Sentence[] = [];
    let words = 0;
    for (const sentence of sentences) {
      const isParagraphBreak = sentence.startsParagraph && words >= targetWords * 0.75;
      if (current.length > 0 && (words + sentence.words > maxWords || isParagraphBreak)) {
        groupChunks.push(current);
        current = [];
        words = 0;
      }
      current.push(sentence);
      words += sentence.words;
      if (words >= targetWords) {
        groupChunks.push(current);
        current = [];
        words = 0;
      }
    }
    if (current.length > 0) groupChunks.push(current);
    // a short tail joins the chunk before it, or the two are rebalanced around the middle
    const last = groupChunks.at(-1);
    const previous = groupChunks.at(-2);
    if (last !== undefined && previous !== undefined && countWords(last) < minWords) {
      const combined = [...previous, ...last];
      const total = countWords(combined);
      if (total <= maxWords) {
        groupChunks.splice(-2, 2, combined);
      } else {
        let cut = 0;
        let running = 0;
        let bestGap = Infinity;
        combined.forEach((sentence, index) => {
          running += sentence.words;
          const gap = Math.abs(total / 2 - running);
          if (index < combined.length - 1 && gap < bestGap) {
            bestGap = gap;
            cut = index + 1;
          }
        });
        groupChunks.splice(-2, 2, combined.slice(0, cut), combined.slice(cut));
      }
    }
    for (const chunkSentences of groupChunks) chunks.push(buildChunk(chunkSentences, group[0]!));
  }
  return chunks;
}

function countWords(sentences: Sentence[]): number {
  return sentences.reduce((sum, sentence) => sum + sentence.words, 0);
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function sameLocation(a: Passage, b: Passage): boolean {
  return a.page === b.page && a.slide === b.slide && a.speaker === b.speaker;
}

function groupByLocation(passages: Passage[]): Passage[][] {
  const groups: Passage[][] = [];
  for (const passage of passages) {
    if (passage.text.trim() === '') continue;
    const group = groups.at(-1);
    if (group !== undefined && sameLocation(group[0]!, passage)) group.push(passage);
    else groups.push([passage]);
  }
  return groups;
}

/**
 * Sentences of a group with the time range of the passages each one overlaps. Timed passages
 * (captions, transcript segments) run on as one text; others are separate paragraphs.
 */
function splitSentences(group: Passage[], segmenter: Intl.Segmenter, maxWords: number): Sentence[] {
  const isTimed = group.every((passage) => passage.startMs !== null);
  const spans: Array<{ start: number; end: number; passage: Passage }> = [];
  let text = '';
  for (const passage of group) {
    if (text !== '') text += isTimed ? ' ' : '\n\n';
    spans.push({ start: text.length, end: text.length + passage.text.length, passage });
    text += passage.text;
  }
  const sentences: Sentence[] = [];
  const paragraphPattern = /\n\s*\n/g;
  let paragraphStart = 0;
  const paragraphs: Array<[number, number]> = [];
  for (const match of text.matchAll(paragraphPattern)) {
    paragraphs.push([paragraphStart, match.index]);
    paragraphStart = match.index + match[0].length;
  }
  paragraphs.push([paragraphStart, text.length]);
  for (const [start, end] of paragraphs) {
    // a slide's lines are its title and bullets, never wrapped prose: they stay lines
    const isSlide = group[0]!.slide !== null;
    const paragraph = isSlide ? text.slice(start, end) : joinWrappedLines(text.slice(start, end));
    let isFirst = true;
    let isLineStart = false;
    for (const { segment, index } of segmenter.segment(paragraph)) {
      const trimmed = segment.trim();
      if (trimmed === '') continue;
      const from = start + index;
      const to = from + segment.length;
      const covered = spans.filter((span) => span.start < to && span.end > from).map((span) => span.passage);
      const starts = covered.map((passage) => passage.startMs).filter((value): value is number => value !== null);
      const ends = covered.map((passage) => passage.endMs).filter((value): value is number => value !== null);
      for (const piece of splitLongSentence(trimmed, maxWords)) {
        sentences.push({
          text: piece,
          words: wordCount(piece),
          startsParagraph: isFirst,
          startsLine: isLineStart,
          startMs: starts.length > 0 ? Math.min(...starts) : null,
          endMs: ends.length > 0 ? Math.max(...ends) : null,
        });
        isFirst = false;
        isLineStart = false;
      }
      isLineStart = /\n\s*$/.test(segment);
    }
  }
  return sentences;
}

/**
 * A line break inside a paragraph is a wrapped line (PDF) unless the line ends a sentence or the
 * next starts like a new item; wrapped lines are joined with a space (same length, so offsets hold).
 */
function joinWrappedLines(paragraph: string): string {
  return paragraph.replace(/([^\n])\n(?=[^\n])/g, (match, before: string, offset: number) => {
    const next = paragraph[offset + 2] ?? '';
    const endsSentence = /[.!?:;]/.test(before);
    const startsItem = /[•\-–*▪◦·]/u.test(next) || /^\d+[.)]\s/.test(paragraph.slice(offset + 2, offset + 6));
    return startsItem || (endsSentence && /[\p{Lu}\d]/u.test(next)) ? match : `${before} `;
  });
}

function splitLongSentence(sentence: string, maxWords: number): string[] {
  const words = sentence.split(/\s+/).filter(Boolean);
  if (words.length <= maxWords) return [sentence.replace(/\s*\n\s*/g, '\n')];
  const pieces: string[] = [];
  const size = Math.ceil(words.length / Math.ceil(words.length / maxWords));
  for (let i = 0; i < words.length; i += size) pieces.push(words.slice(i, i + size).join(' '));
  return pieces;
}

function buildChunk(sentences: Sentence[], location: Passage): PassageChunk {
  let text = '';
  for (const sentence of sentences) {
    if (text !== '') text += sentence.startsParagraph ? '\n\n' : sentence.startsLine ? '\n' : ' ';
    text += sentence.text;
  }
  const starts = sentences.map((sentence) => sentence.startMs).filter((value): value is number => value !== null);
  const ends = sentences.map((sentence) => sentence.endMs).filter((value): value is number => value !== null);
  return {
    text,
    wordCount: countWords(sentences),
    page: location.page,
    slide: location.slide,
    speaker: location.speaker,
    startMs: starts.length > 0 ? Math.min(...starts) : null,
    endMs: ends.length > 0 ? Math.max(...ends) : null,
  };
}
