import type { Chunk } from '@mnemo/contracts/material';
import type { QuestionLanguage } from '@mnemo/domain/languages';
import { formatPassages, getLanguageName, GROUNDING_RULE, type PromptMessage } from '../prompt-parts.ts';

/** Prompt for a summary of (a section of) material. */
export function buildSummarizePrompt(chunks: readonly Chunk[], language: QuestionLanguage): PromptMessage[] {
  return [
    {
      role: 'system',
      content: `You write study summaries for learners. ${GROUNDING_RULE} Write in ${getLanguageName(language)}. Reply with JSON: {"summary": string}.`,
    },
    {
      role: 'user',
      content: `Summarise this material in one to three short paragraphs that a student can read before studying it. Cover the main ideas in the order the material presents them.\n\nMaterial:\n${formatPassages(chunks)}`,
    },
  ];
}

/** Prompt that merges the summaries of the sections of long material into one. */
export function buildMergeSummariesPrompt(summaries: string[], language: QuestionLanguage): PromptMessage[] {
  return [
    {
      role: 'system',
      content: `You write study summaries for learners. Use only the section summaries given. Write in ${getLanguageName(language)}. Reply with JSON: {"summary": string}.`,
    },
    {
      role: 'user',
      content: `These are summaries of consecutive sections of one document. Merge them into one summary of two to four short paragraphs, without repeating yourself.\n\n${summaries.map((summary, index) => `Section ${index + 1}:\n${summary}`).join('\n\n')}`,
    },
  ];
}
