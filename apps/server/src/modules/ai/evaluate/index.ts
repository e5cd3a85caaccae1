import { EvaluationSchema } from '@mnemo/contracts/material';
import type { AiProvider, EvaluateInput, EvaluationResult } from '../ai.provider.ts';
import { errors } from '../../../lib/app-error.ts';

/**
 * Evaluates an open answer with the given provider. An empty answer is refused before any work
 * ("Please enter an answer before validating."); the result is checked against the contract.
 */
export async function evaluateAnswer(provider: AiProvider, input: EvaluateInput): Promise<EvaluationResult> {
  if (!input.answer.trim()) throw errors.validation('answer', 'answer_required');
  const result = await provider.evaluateAnswer(input);
  return { evaluation: EvaluationSchema.parse(result.evaluation), usage: result.usage };
}
