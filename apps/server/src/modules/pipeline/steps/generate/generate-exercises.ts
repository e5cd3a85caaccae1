import type { Chunk, GeneratedFlashcard } from '@mnemo/contracts/material';
import type { QuestionLanguage, QuestionType } from '@mnemo/domain/languages';
import type { AiProvider, GeneratedQuestion } from '../../../ai/ai.provider.ts';
import { generateFlashcards } from '../../../ai/flashcards/index.ts';
import { extractKeyConcepts } from '../../../ai/key-concepts/index.ts';
import { generateQuestions } from '../../../ai/questions/index.ts';
import { summarizeMaterial } from '../../../ai/summarize/index.ts';

export interface GeneratedMaterial {
  summary: string;
  keyConcepts: string[];
  flashcards: GeneratedFlashcard[];
  questions: GeneratedQuestion[];
  tokens: number;
}

/** Summary, key concepts, flashcards and questions of one document's chunks (the generate stage). */
export async function generateExercises(
  provider: AiProvider,
  chunks: Chunk[],
  options: { questionTypes: QuestionType[]; questionLanguage: QuestionLanguage },
): Promise<GeneratedMaterial> {
  const input = { chunks, options: { questionTypes: options.questionTypes, questionLanguage: options.questionLanguage } };
  // one after the other: the local provider is CPU-bound (parallel calls only interleave), and a
  // remote one is kinder to rate limits this way
  const summary = await summarizeMaterial(provider, input);
  const keyConcepts = await extractKeyConcepts(provider, input);
  const flashcards = await generateFlashcards(provider, input);
  const questions = await generateQuestions(provider, input);
  return {
    summary: summary.summary,
    keyConcepts: keyConcepts.keyConcepts,
    flashcards: flashcards.flashcards,
    questions: questions.questions,
    tokens: summary.usage.totalTokens + keyConcepts.usage.totalTokens + flashcards.usage.totalTokens + questions.usage.totalTokens,
  };
}
