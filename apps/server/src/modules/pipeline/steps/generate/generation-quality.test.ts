import { describe, expect, it } from 'vitest';
import { createLocalProvider } from '../../../ai/local/local.provider.ts';
import { normalizeForDuplicates } from '../../../ai/traceability.ts';
import { readMaterialFile } from '../../read-material-file.ts';
import { fixturePath } from '../extract/testing/fixtures.ts';
import { generateExercises } from './generate-exercises.ts';

const provider = createLocalProvider();

describe.each(['textbook-chapter-10p.pdf', 'research-paper-15p.pdf'])('generation from %s', (file) => {
  it('yields ≥ 15 flashcards and ≥ 10 questions of each type, traceable and without duplicates', async () => {
    const { chunks } = await readMaterialFile(fixturePath(`documents/${file}`));
    const ids = new Set(chunks.map((chunk) => chunk.id));
    const { flashcards, questions } = await generateExercises(provider, chunks, {
      questionTypes: ['multiple_choice', 'true_false', 'open_ended'],
      questionLanguage: 'en',
    });
    expect(flashcards.length).toBeGreaterThanOrEqual(15);
    for (const type of ['multiple_choice', 'true_false', 'open_ended'] as const) {
      expect(questions.filter((question) => question.type === type).length).toBeGreaterThanOrEqual(10);
    }
    for (const item of [...flashcards, ...questions]) expect(ids.has(item.sourceChunkId!)).toBe(true);
    expect(new Set(flashcards.map((card) => normalizeForDuplicates(card.front))).size).toBe(flashcards.length);
    expect(new Set(questions.map((question) => normalizeForDuplicates(question.prompt))).size).toBe(questions.length);
    const trueFalse = questions.filter((question) => question.type === 'true_false');
    const falseShare = trueFalse.filter((question) => question.type === 'true_false' && !question.answer).length / trueFalse.length;
    expect(falseShare).toBeGreaterThan(0.3);
    expect(falseShare).toBeLessThan(0.7);
  });
});
