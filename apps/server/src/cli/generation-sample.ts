import { basename } from 'node:path';
import type { Chunk, GeneratedFlashcard } from '@mnemo/contracts/material';
import type { GeneratedQuestion } from '../modules/ai/ai.provider.ts';

/*
 * `npm run eval -- generate <file> --sample N`: the items a reader judges with the learner rubric
 * (docs/quality/learner-judge.md), the same ones on every run. N items are drawn at random
 * with a seed fixed by the file's name and N, cards and questions in proportion, shown in the
 * order generated, each with its answer and the passage it came from, and a line for the verdict.
 */

/** A small seeded generator (mulberry32), so a sample is reproducible. */
function createSeededRandom(seedText: string): () => number {
  let seed = 2166136261;
  for (let i = 0; i < seedText.length; i += 1) seed = Math.imul(seed ^ seedText.charCodeAt(i), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` distinct indexes of `0…total-1`, drawn at random, in increasing order. */
export function drawSample(total: number, count: number, random: () => number): number[] {
  const indexes = Array.from({ length: total }, (_, index) => index);
  for (let i = indexes.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [indexes[i], indexes[j]] = [indexes[j]!, indexes[i]!];
  }
  return indexes.slice(0, Math.min(count, total)).sort((a, b) => a - b);
}

function describePlace(chunk: Chunk | undefined): string {
  if (!chunk) return 'no source';
  if (chunk.page !== null) return `page ${chunk.page}`;
  if (chunk.slide !== null) return `slide ${chunk.slide}`;
  if (chunk.startMs !== null)
    return `${Math.floor(chunk.startMs / 60000)}:${String(Math.floor((chunk.startMs % 60000) / 1000)).padStart(2, '0')}${chunk.speaker ? ` (${chunk.speaker})` : ''}`;
  return 'text';
}

function wordsOf(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/\p{L}{3,}/gu) ?? []);
}

/** The few sentences of a chunk that best match an item's text (about 500 characters). */
export function findPassage(chunk: Chunk | undefined, itemText: string): string {
  if (!chunk) return '—';
  const sentences = chunk.text.replace(/\s+/gu, ' ').split(/(?<=[.!?])\s+/u);
  const wanted = wordsOf(itemText);
  let best = 0;
  let bestScore = -1;
  sentences.forEach((sentence, index) => {
    let score = 0;
    for (const word of wordsOf(sentence)) if (wanted.has(word)) score += 1;
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  let from = best;
  let to = best + 1;
  const length = (): number => sentences.slice(from, to).join(' ').length;
  while (length() < 500 && (from > 0 || to < sentences.length)) {
    if (to < sentences.length) to += 1;
    if (length() < 500 && from > 0) from -= 1;
  }
  return sentences.slice(from, to).join(' ');
}

type SampledItem = { kind: 'card'; card: GeneratedFlashcard } | { kind: 'question'; question: GeneratedQuestion };

function describeItem(item: SampledItem): { type: string; lines: string[]; text: string } {
  if (item.kind === 'card') {
    return {
      type: 'card',
      lines: [`front: ${item.card.front}`, `back:  ${item.card.back}`],
      text: `${item.card.front} ${item.card.back}`,
    };
  }
  const { question } = item;
  const lines = [`prompt: ${question.prompt}`];
  let answer = '';
  if (question.type === 'multiple_choice') {
    question.options.forEach((option, index) =>
      lines.push(`  ${index === question.correctIndex ? '*' : ' '} ${String.fromCharCode(97 + index)}) ${option}`),
    );
    answer = question.options[question.correctIndex] ?? '';
  } else if (question.type === 'true_false') {
    lines.push(`answer: ${question.answer ? 'true' : 'false'}`);
    if (!question.answer) lines.push(`why: ${question.explanation}`);
  } else {
    lines.push(`expected answer: ${question.expectedAnswer}`);
    answer = question.expectedAnswer;
  }
  return { type: question.type, lines, text: `${question.prompt} ${answer}` };
}

/** The sample as text: a header, then each item with its answer, place, passage and a verdict line. */
export function formatSample(input: {
  path: string;
  chunks: Chunk[];
  flashcards: GeneratedFlashcard[];
  questions: GeneratedQuestion[];
  size: number;
}): string {
  const { flashcards, questions, size } = input;
  const total = flashcards.length + questions.length;
  const random = createSeededRandom(`${basename(input.path)}|${size}`);
  // cards and questions in proportion, each drawn at random
  const cardCount = total === 0 ? 0 : Math.min(flashcards.length, Math.round((size * flashcards.length) / total));
  const questionCount = Math.min(questions.length, size - cardCount);
  const items: SampledItem[] = [
    ...drawSample(flashcards.length, cardCount, random).map((index): SampledItem => ({
      kind: 'card',
      card: flashcards[index]!,
    })),
    ...drawSample(questions.length, questionCount, random).map((index): SampledItem => ({
      kind: 'question',
      question: questions[index]!,
    })),
  ];
  const chunkById = new Map(input.chunks.map((chunk) => [chunk.id, chunk]));
  const lines = [
    `# Sample of ${items.length} of ${total} items (${flashcards.length} cards, ${questions.length} questions): ${basename(input.path)}`,
    "Judge each item as a learner who sees only the item (and a card's back): KEEP or DISCARD with a reason",
    '(off-topic, needs-context, wrong-answer, not-an-answer, garbled, trivial, bad-distractors, false-is-true, bad-cloze, broken-math, duplicate).',
    '',
  ];
  items.forEach((item, index) => {
    const sourceId = item.kind === 'card' ? item.card.sourceChunkId : item.question.sourceChunkId;
    const chunk = sourceId ? chunkById.get(sourceId) : undefined;
    const described = describeItem(item);
    lines.push(
      `## ${index + 1}. ${described.type} (${describePlace(chunk)})`,
      ...described.lines,
      `source: ${findPassage(chunk, described.text)}`,
      'verdict: KEEP / DISCARD — reason:',
      '',
    );
  });
  return `${lines.join('\n')}\n`;
}
