import type { Locale } from '@mnemo/domain/languages';
import type { ChatTurn, RetrievedPassage } from '../ai.provider.ts';
import { formatPassages, type PromptMessage } from '../prompt-parts.ts';

const ANSWER_LANGUAGE: Record<Locale, string> = { en: 'English', pt: 'European Portuguese' };
/** Earlier turns sent with a question: enough for follow-ups, bounded for cost. */
const HISTORY_TURNS = 6;

/**
 * Prompt for a grounded chat answer: only the retrieved passages, each claim followed by the
 * number of its passage in brackets, and a plain refusal when the passages do not cover it.
 */
export function buildChatPrompt(input: {
  question: string;
  passages: RetrievedPassage[];
  history?: ChatTurn[];
  locale: Locale;
  refusal: string;
}): PromptMessage[] {
  return [
    {
      role: 'system',
      content: [
        "You are a study assistant that answers only from the learner's material, given as numbered passages.",
        'After each sentence that uses a passage, write its number in square brackets, e.g. [2].',
        `If the passages do not contain the answer, reply exactly: "${input.refusal}" and nothing else.`,
        `Answer in ${ANSWER_LANGUAGE[input.locale]} unless the learner writes in another language. Be concise.`,
      ].join(' '),
    },
    ...(input.history ?? [])
      .slice(-HISTORY_TURNS)
      .map((turn): PromptMessage => ({ role: turn.role, content: turn.content })),
    { role: 'user', content: `Passages:\n${formatPassages(input.passages)}\n\nQuestion: ${input.question}` },
  ];
}
