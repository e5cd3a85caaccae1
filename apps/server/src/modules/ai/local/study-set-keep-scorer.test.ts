import { QUESTION_TYPES } from '@mnemo/domain/languages';
import type { GeneratedFlashcard } from '@mnemo/contracts/material';
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '../ai.provider.ts';
import type { DocumentAnalysis } from './analyze-material.ts';
import { getDiscardProbability, KEEP_SCORER_THRESHOLD } from './keep-scorer.ts';
import { buildStudySet, getYieldFloor } from './study-set.ts';
import { loadFixtureStudySet } from './testing/fixture-study-set.ts';

/*
 * The keep-scorer in the study set (ADR 168): a candidate it expects a learner to discard is left
 * out while the material's floor is met, and taken when the floor needs it. One material (a 15-page
 * research paper) read with two pages on one (a floor of half its own), and notes whose floor
 * the candidates it keeps do not reach.
 */
type Item = GeneratedFlashcard | GeneratedQuestion;

/** The analysis with its passages on the pages `pageOf` gives (the floor is one item per two pages). */
const paged = (analysis: DocumentAnalysis, pageOf: (index: number, page: number) => number): DocumentAnalysis => ({
  ...analysis,
  chunks: analysis.chunks.map((chunk, index) => ({ ...chunk, page: pageOf(index, chunk.page ?? 1) })),
});

describe('the study set with the keep-scorer', () => {
  it('leaves out candidates scored likely discarded when the floor is met, and takes them when the floor is not', async () => {
    const { analysis } = await loadFixtureStudySet('documents/research-paper-15p.pdf');
    const isLikelyDiscarded = (item: Item): boolean =>
      getDiscardProbability(item, analysis.shape, analysis.language) > KEEP_SCORER_THRESHOLD;

    const fewPages = paged(analysis, (_, page) => Math.ceil(page / 2));
    const met = buildStudySet(fewPages, analysis.language, QUESTION_TYPES);
    const metItems = [...met.flashcards, ...met.questions];
    expect(metItems.length).toBeGreaterThan(getYieldFloor(fewPages));
    // (a card of its methods a learner likely discards is among the well-ranked: without the scorer it is kept)
    expect(metItems.filter(isLikelyDiscarded)).toEqual([]);
  }, 120_000);

  it('takes candidates scored likely discarded, the least likely first, where the floor needs them', async () => {
    // 41 pages of Spanish lecture notes: a floor (one item per two pages) the candidates it keeps do not reach
    const { analysis, set } = await loadFixtureStudySet('documents/es-probabilidad-apuntes-41p.pdf');
    const items = [...set.flashcards, ...set.questions];
    expect(items.length).toBe(set.floor);
    const taken = items.filter(
      (item) => getDiscardProbability(item, analysis.shape, analysis.language) > KEEP_SCORER_THRESHOLD,
    );
    expect(taken.length).toBeGreaterThan(0);
  }, 120_000);
});
