import { QUESTION_TYPES } from '@mnemo/domain/languages';
import type { GeneratedFlashcard } from '@mnemo/contracts/material';
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '../ai.provider.ts';
import type { DocumentAnalysis } from './analyze-material.ts';
import { getDiscardProbability } from './keep-scorer.ts';
import { buildStudySet, getYieldFloor, withKeepScorerThreshold } from './study-set.ts';
import { loadFixtureStudySet } from './testing/fixture-study-set.ts';

/*
 * The keep-scorer in the study set (ADR 168): a candidate it expects a learner to discard is left
 * out while the material's floor is met, and taken when the floor needs it. One material (a 15-page
 * research paper) read with two pages on one (a floor of half its own), and with each passage on a
 * page of its own (a floor the candidates it keeps do not reach). The line is drawn at 0.45 rather
 * than at the fitted threshold, so the material has candidates on both sides of it whatever the
 * latest fit of the labelled set.
 */
const LINE = 0.45;
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
      getDiscardProbability(item, analysis.shape, analysis.language) > LINE;

    const fewPages = paged(analysis, (_, page) => Math.ceil(page / 2));
    const met = withKeepScorerThreshold(LINE, () => buildStudySet(fewPages, analysis.language, QUESTION_TYPES));
    const metItems = [...met.flashcards, ...met.questions];
    expect(metItems.length).toBeGreaterThan(getYieldFloor(fewPages));
    expect(metItems.filter(isLikelyDiscarded)).toEqual([]);
    // without the scorer (a line no candidate crosses) such a candidate is among the well-ranked and kept
    const unscored = withKeepScorerThreshold(1, () => buildStudySet(fewPages, analysis.language, QUESTION_TYPES));
    expect([...unscored.flashcards, ...unscored.questions].filter(isLikelyDiscarded).length).toBeGreaterThan(0);
  }, 120_000);

  it('never leaves the material short of its floor: where the floor asks more than the scorer keeps, the set still reaches it', async () => {
    const { analysis } = await loadFixtureStudySet('documents/research-paper-15p.pdf');
    const isLikelyDiscarded = (item: Item): boolean =>
      getDiscardProbability(item, analysis.shape, analysis.language) > LINE;
    // what the learner's rules keep without the scorer, and how many of those it scores out
    const unscored = withKeepScorerThreshold(1, () => buildStudySet(analysis, analysis.language, QUESTION_TYPES));
    const all = [...unscored.flashcards, ...unscored.questions];
    const scoredOut = all.filter(isLikelyDiscarded).length;
    expect(scoredOut).toBeGreaterThan(0);
    // the paper read on as many pages as make its floor one more than the scorer keeps
    const floor = all.length - scoredOut + 1;
    const short = paged(analysis, (index) => (index % (2 * floor)) + 1);
    expect(getYieldFloor(short)).toBe(floor);
    const set = withKeepScorerThreshold(LINE, () => buildStudySet(short, analysis.language, QUESTION_TYPES));
    expect(set.rules).toBe('learner');
    const items = [...set.flashcards, ...set.questions];
    expect(items.length).toBeGreaterThanOrEqual(floor);
  }, 120_000);
});
