import type { Chunk } from '@mnemo/contracts/material';
import type { QuestionLanguage } from '@mnemo/domain/languages';
import { formatPassages, getLanguageName, GROUNDING_RULE, type PromptMessage } from '../prompt-parts.ts';

/**
 * Prompt for flashcards, following the minimum-information principle (Wozniak, "Twenty rules of
 * formulating knowledge"): one fact per card, a short unambiguous answer not given away by the
 * question.
 */
export function buildFlashcardsPrompt(
  chunks: readonly Chunk[],
  language: QuestionLanguage,
  count: number,
): PromptMessage[] {
  return [
    {
      role: 'system',
      content: [
        'You write flashcards for spaced repetition.',
        GROUNDING_RULE,
        `Write every card in ${getLanguageName(language)}, translating from the material when it is in another language.`,
        'Rules: one fact per card; the front is a question or a cloze sentence understandable on its own; the back is short and unambiguous;',
        'the front never contains the answer; no two cards ask the same thing; avoid lists and enumerations.',
        'When a self-contained sentence of the material defines or states a key term, you may write the card as a cloze note instead:',
        'the front is that sentence with the term wrapped as {{c1::term}} (a second key term of the same sentence as {{c2::term}}), and the back is the term.',
        'difficulty is "easy", "medium" or "hard" for a first-time learner. source is the number of the passage the card comes from.',
        'Reply with JSON: {"flashcards": [{"front": string, "back": string, "difficulty": "easy"|"medium"|"hard", "source": number}]}.',
      ].join(' '),
    },
    {
      role: 'user',
      content: `Write ${count} flashcards covering the most important facts and terms of this material.\n\nMaterial:\n${formatPassages(chunks)}`,
    },
  ];
}
