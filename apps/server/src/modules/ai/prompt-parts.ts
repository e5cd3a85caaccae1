import type { Chunk } from '@mnemo/contracts/material';
import type { QuestionLanguage } from '@mnemo/domain/languages';

/** A chat message as the chat-completions protocol takes it. */
export interface PromptMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const LANGUAGE_NAMES: Record<QuestionLanguage, string> = {
  de: 'German',
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  it: 'Italian',
  pt: 'European Portuguese',
};

/** The English name of a question language, for prompts. */
export function getLanguageName(language: QuestionLanguage): string {
  return LANGUAGE_NAMES[language];
}

/** Where a passage comes from, for the model to see (page, slide or time). */
function describeLocation(chunk: Chunk): string {
  if (chunk.page) return ` (page ${chunk.page})`;
  if (chunk.slide) return ` (slide ${chunk.slide})`;
  if (chunk.startMs !== null)
    return ` (at ${Math.floor(chunk.startMs / 1000)} s${chunk.speaker ? `, ${chunk.speaker}` : ''})`;
  return '';
}

/**
 * Material as numbered passages: models cite "source": 3 far more reliably than a UUID, and the
 * number maps back to the chunk id.
 */
export function formatPassages(chunks: readonly Chunk[]): string {
  return chunks.map((chunk, index) => `[${index + 1}]${describeLocation(chunk)}\n${chunk.text.trim()}`).join('\n\n');
}

/** The shared rule of every generation prompt: stay inside the material. */
export const GROUNDING_RULE =
  'Use only the material below. Do not add facts it does not contain. Every item must be answerable from the passage it cites.';
