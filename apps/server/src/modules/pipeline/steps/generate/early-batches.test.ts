import { randomUUID } from 'node:crypto';
import type { Chunk, GeneratedFlashcard } from '@mnemo/contracts/material';
import { describe, expect, it } from 'vitest';
import { countPagesAfter, planEarlyBatches, withoutSavedFacts, type Fact } from './early-batches.ts';

const documentId = randomUUID();

/** A document of `pages` pages, two passages a page. */
function pagedDocument(pages: number): Chunk[] {
  return Array.from({ length: pages * 2 }, (_, order) => ({
    id: randomUUID(),
    documentId,
    order,
    text: `Passage ${order} of the material, about the subject it teaches at some length.`,
    page: Math.floor(order / 2) + 1,
    slide: null,
    startMs: null,
    endMs: null,
    speaker: null,
  }));
}

const pagesOf = (batch: Chunk[]): number[] => [...new Set(batch.map((chunk) => chunk.page!))];

describe('planEarlyBatches', () => {
  it('gives a short document no early batch', () => {
    expect(planEarlyBatches(pagedDocument(39))).toEqual([]);
  });

  it('cuts a long document into runs of whole pages over at most its first third', () => {
    const batches = planEarlyBatches(pagedDocument(120));
    expect(batches.length).toBeGreaterThan(0);
    expect(pagesOf(batches[0]!)).toEqual(Array.from({ length: 16 }, (_, index) => index + 1));
    const covered = batches.flatMap(pagesOf);
    expect(new Set(covered).size).toBe(covered.length);
    expect(Math.max(...covered)).toBeLessThanOrEqual(40);
  });

  it('starts after a book’s front matter, as the whole pass does', () => {
    const outline = [
      { title: 'Preface', page: 1, level: 0 },
      { title: 'Contents', page: 4, level: 0 },
      { title: 'Chapter 1 The way of the program', page: 9, level: 0 },
      { title: 'Chapter 2 Variables', page: 40, level: 0 },
      { title: 'Chapter 3 Functions', page: 80, level: 0 },
    ];
    const batches = planEarlyBatches(pagedDocument(120), outline);
    expect(pagesOf(batches[0]!)[0]).toBe(9);
  });
});

describe('withoutSavedFacts', () => {
  const card = (front: string, back: string, concept: string | null = null): GeneratedFlashcard => ({
    front,
    back,
    difficulty: 'medium',
    sourceChunkId: null,
    concept,
  });

  it('leaves out what a saved item already tests, and checks later batches against the kept ones', () => {
    const saved: Fact[] = [];
    const first = withoutSavedFacts(
      { flashcards: [card('What is a variable?', 'A name that refers to a value.', 'variable')], questions: [] },
      saved,
      'en',
    );
    expect(first.flashcards).toHaveLength(1);
    const second = withoutSavedFacts(
      {
        flashcards: [
          // the same card again, and the same fact about the same concept in other words
          card('What is a variable?', 'A name that refers to a value.', 'variable'),
          card('A variable is …', 'a name that refers to a value', 'variable'),
          card('What is a function?', 'A named sequence of statements.', 'function'),
        ],
        questions: [
          {
            type: 'true_false',
            prompt: 'A variable is a name that refers to a value.',
            answer: true,
            explanation: null,
            sourceChunkId: null,
            concept: 'variable',
          },
        ],
      },
      saved,
      'en',
    );
    expect(second.flashcards.map((kept) => kept.front)).toEqual(['What is a function?']);
    expect(second.questions).toHaveLength(0);
    expect(saved).toHaveLength(2);
  });
});

describe('countPagesAfter', () => {
  it('counts the pages after a batch, and none for material without pages', () => {
    const chunks = pagedDocument(120);
    const [first] = planEarlyBatches(chunks);
    expect(countPagesAfter(chunks, first!)).toBe(120 - 16);
    const text = chunks.map((chunk) => ({ ...chunk, page: null }));
    expect(countPagesAfter(text, text.slice(0, 48))).toBeNull();
  });
});
