import { z } from 'zod';

/** What a model must return for an explanation: the text and the passage it rests on. */
export const ExplanationOutputSchema = z.object({
  explanation: z.string().min(1).max(4000),
  source: z.int().min(1).nullable(),
});
export type ExplanationOutput = z.infer<typeof ExplanationOutputSchema>;
