import { z } from 'zod';

/** What a model must return for key concepts: short noun phrases. */
export const KeyConceptsOutputSchema = z.object({
  keyConcepts: z.array(z.string().min(1).max(200)).min(1).max(30),
});
export type KeyConceptsOutput = z.infer<typeof KeyConceptsOutputSchema>;
