import type { Locale } from '@mnemo/domain/languages';
import { type PromptMessage } from '../prompt-parts.ts';

const FEEDBACK_LANGUAGE: Record<Locale, string> = { en: 'English', pt: 'European Portuguese' };

/** Prompt grading a learner's open answer against the expected answer. */
export function buildEvaluatePrompt(input: {
  question: string;
  expectedAnswer: string;
  answer: string;
  passage?: string;
  locale: Locale;
}): PromptMessage[] {
  return [
    {
      role: 'system',
      content: [
        'You grade short open answers fairly, like an experienced teacher.',
        "score is 0 to 1: the share of the expected answer's meaning the learner's answer conveys; paraphrases and synonyms count; repeating the question earns nothing; a contradiction of the expected answer lowers the score.",
        'When the source passage is given, grade against it and the expected answer together: an answer that is correct and complete by the passage, in other words, is correct.',
        'verdict is "correct" (score ≥ 0.8), "partially_correct" (≥ 0.4) or "incorrect".',
        `feedback: one or two encouraging sentences in ${FEEDBACK_LANGUAGE[input.locale]} naming what is missing or wrong. missingConcepts: the key ideas of the expected answer the learner missed (short phrases, empty when none).`,
        'Reply with JSON: {"score": number, "verdict": string, "feedback": string, "missingConcepts": string[]}.',
      ].join(' '),
    },
    {
      role: 'user',
      content: `Question: ${input.question}\nExpected answer: ${input.expectedAnswer}\n${input.passage ? `Source passage: ${input.passage}\n` : ''}Learner's answer: ${input.answer}`,
    },
  ];
}
