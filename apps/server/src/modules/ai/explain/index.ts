import type { AiProvider, ExplainInput, ExplanationResult } from '../ai.provider.ts';
import { ExplanationOutputSchema } from './schema.ts';

/** Explains a question with the given provider; citations only name the input chunks. */
export async function explainQuestion(provider: AiProvider, input: ExplainInput): Promise<ExplanationResult> {
  const result = await provider.explainQuestion(input);
  ExplanationOutputSchema.pick({ explanation: true }).parse({ explanation: result.explanation });
  const known = new Set(input.chunks.map((chunk) => chunk.id));
  return { ...result, citations: result.citations.filter((citation) => known.has(citation.chunkId)) };
}
