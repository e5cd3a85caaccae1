import { describe, expect, it } from 'vitest';
import { readMaterialFile } from '../material/read-material-file.ts';
import { fixturePath } from '../../pipeline/steps/extract/testing/fixtures.ts';
import { generateFlashcards } from '../flashcards/index.ts';
import { generateQuestions } from '../questions/index.ts';
import { normalizeForDuplicates } from '../traceability.ts';
import { createLocalProvider } from './local.provider.ts';

const provider = createLocalProvider();

describe.each(['textbook-chapter-10p.pdf', 'research-paper-15p.pdf'])('generation from %s', (file) => {
  it('yields ≥ 15 flashcards and ≥ 10 questions of each type, traceable and without duplicates', async () => {
    const { chunks } = await readMaterialFile(fixturePath(`documents/${file}`));
    const ids = new Set(chunks.map((chunk) => chunk.id));
    const { flashcards } = await generateFlashcards(provider, { chunks });
    const { questions } = await generateQuestions(provider, { chunks });
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
