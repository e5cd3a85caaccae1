import type { AiProvider, MaterialInput, SummaryResult } from '../ai.provider.ts';
import { SummaryOutputSchema } from './schema.ts';

/** Summarises material with the given provider; the result is checked against the schema. */
export async function summarizeMaterial(provider: AiProvider, input: MaterialInput): Promise<SummaryResult> {
  const result = await provider.summarize(input);
  const { summary } = SummaryOutputSchema.parse({ summary: result.summary.trim() || '…' });
  return { summary, usage: result.usage };
}
