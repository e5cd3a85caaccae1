import { z } from 'zod';

/** What a model must return for a summary. */
export const SummaryOutputSchema = z.object({
  summary: z.string().min(1).max(8000),
});
export type SummaryOutput = z.infer<typeof SummaryOutputSchema>;
