import { describe, expect, it } from 'vitest';
import type { GeneratedFlashcard } from '@mnemo/contracts/material';
import type { GeneratedQuestion } from '../ai.provider.ts';
import { isSameFact } from './study-set.ts';
import { loadFixtureStudySet } from './testing/fixture-study-set.ts';
import { readGeneratedItem } from './testing/judged-pairs.ts';

/*
 * ADR 152: one fact, one item across the kinds of a session. Read blind, a true/false of a card's
 * sentence, a multiple choice blanking another word of it, or a card restating another item's
 * fact is discarded as `duplicate`: the study set keeps one item per fact.
 */

describe.each([
  'documents/textbook-chapter-10p.pdf',
  'documents/lecture-deck-23-slides.pptx',
  'texts/cours-python-variables-fr.md',
  'texts/pense-em-python-cap1-pt.md',
])('the study set of %s', (file) => {
  it('keeps one item per fact, whatever the kinds', { timeout: 120_000 }, async () => {
    const { analysis, set } = await loadFixtureStudySet(file);
    const language = analysis.language;
    const items = [
      ...set.flashcards.map((card: GeneratedFlashcard, index) =>
        readGeneratedItem('flashcard', card, language, set.sources.flashcards[index]!),
      ),
      ...set.questions.map((question: GeneratedQuestion, index) =>
        readGeneratedItem(question.type, question, language, set.sources.questions[index]!),
      ),
    ].filter((item) => item !== null);
    expect(items.length).toBeGreaterThanOrEqual(set.floor);
    const twice: string[] = [];
    for (let i = 0; i < items.length; i += 1)
      for (let j = i + 1; j < items.length; j += 1)
        if (isSameFact(items[i]!, items[j]!, language))
          twice.push(
            `${items[i]!.family} ${items[i]!.sentenceIndex} ${items[i]!.answerKey}: ${items[i]!.text} | ${items[j]!.family} ${items[j]!.sentenceIndex} ${items[j]!.answerKey}: ${items[j]!.text}`,
          );
    expect(twice).toEqual([]);
  });
});
