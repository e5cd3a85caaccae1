import { z } from 'zod';
import { DIFFICULTIES } from '@mnemo/contracts/library';

/** One card as a model returns it: `source` is the number of the passage it comes from. */
export const FlashcardOutputSchema = z.object({
  front: z.string().min(1).max(2000),
  back: z.string().min(1).max(4000),
  difficulty: z.enum(DIFFICULTIES),
  source: z.int().min(1),
});

/** What a model must return for flashcards. */
export const FlashcardsOutputSchema = z.object({
  flashcards: z.array(FlashcardOutputSchema).max(200),
});
export type FlashcardsOutput = z.infer<typeof FlashcardsOutputSchema>;
