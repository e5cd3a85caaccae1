import type { Chunk } from '@mnemo/contracts/material';
import type { QuestionLanguage } from '@mnemo/domain/languages';
import { formatPassages, getLanguageName, GROUNDING_RULE, type PromptMessage } from '../prompt-parts.ts';

/** Prompt for the key concepts of material (1–3 for microlearning, more for long material). */
export function buildKeyConceptsPrompt(
  chunks: readonly Chunk[],
  language: QuestionLanguage,
  count: number,
): PromptMessage[] {
  return [
    {
      role: 'system',
      content: `You pick the key concepts a learner must master. ${GROUNDING_RULE} Write in ${getLanguageName(language)}. Reply with JSON: {"keyConcepts": string[]}.`,
    },
    {
      role: 'user',
      content: `List the ${count} most important concepts of this material, most important first. Each is a short noun phrase (one to four words), no two overlapping.\n\nMaterial:\n${formatPassages(chunks)}`,
    },
  ];
}
