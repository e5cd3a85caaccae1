import { z } from 'zod';
import { VERDICTS } from '@mnemo/contracts/material';

/** What a model must return when grading an open answer (the expected answer is ours). */
export const EvaluationOutputSchema = z.object({
  score: z.number().min(0).max(1),
  verdict: z.enum(VERDICTS),
  feedback: z.string().min(1).max(2000),
  missingConcepts: z.array(z.string().min(1).max(200)).max(20),
});
export type EvaluationOutput = z.infer<typeof EvaluationOutputSchema>;
