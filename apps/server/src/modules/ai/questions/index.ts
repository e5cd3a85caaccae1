import { GeneratedQuestionSchema } from '@mnemo/contracts/material';
import type { AiProvider, GeneratedQuestion, MaterialInput, QuestionsResult } from '../ai.provider.ts';
import { keepKnownChunkId, normalizeForDuplicates } from '../traceability.ts';

/**
 * Questions from material with the given provider. Each question is checked against the
 * contract (a multiple-choice correctIndex must point at an option, options must be distinct),
 * keeps a source chunk only if it is one of the input chunks, and duplicates are dropped.
 */
export async function generateQuestions(provider: AiProvider, input: MaterialInput): Promise<QuestionsResult> {
  const result = await provider.generateQuestions(input);
  const types = input.options?.questionTypes;
  const seen = new Set<string>();
  const questions: GeneratedQuestion[] = [];
  for (const question of result.questions) {
    if (types && !types.includes(question.type)) continue;
    const parsed = GeneratedQuestionSchema.safeParse({
      ...question,
      sourceChunkId: keepKnownChunkId(input.chunks, question.sourceChunkId ?? null),
    });
    if (!parsed.success) continue;
    if (parsed.data.type === 'multiple_choice') {
      const options = parsed.data.options.map(normalizeForDuplicates);
      if (new Set(options).size !== options.length) continue;
    }
    const key = `${parsed.data.type}:${normalizeForDuplicates(parsed.data.prompt)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    questions.push(parsed.data);
  }
  return { questions, usage: result.usage };
}
