import type { Chunk } from '@mnemo/contracts/material';
import type { QuestionLanguage, QuestionType } from '@mnemo/domain/languages';
import { formatPassages, getLanguageName, GROUNDING_RULE, type PromptMessage } from '../prompt-parts.ts';

const TYPE_RULES: Record<QuestionType, string> = {
  multiple_choice:
    'multiple_choice: four options, exactly one correct (correctIndex is its 0-based position, vary it); the three distractors are plausible, of the same kind as the answer (a concept for a concept, a year for a year), and false according to the material.',
  true_false:
    'true_false: a statement; about half are false, each made false by changing exactly one concrete detail (a term, a number, a name) — never by inserting a negation.',
  open_ended:
    'open_ended: a question needing a one-to-three sentence answer; expectedAnswer is that answer, taken from the passage.',
};

/** Prompt for questions of the requested types and counts. */
export function buildQuestionsPrompt(
  chunks: readonly Chunk[],
  language: QuestionLanguage,
  counts: Partial<Record<QuestionType, number>>,
): PromptMessage[] {
  const types = (Object.keys(counts) as QuestionType[]).filter((type) => (counts[type] ?? 0) > 0);
  return [
    {
      role: 'system',
      content: [
        'You write quiz questions for learners.',
        GROUNDING_RULE,
        `Write every question, option, answer and explanation in ${getLanguageName(language)}, translating from the material when it is in another language.`,
        ...types.map((type) => TYPE_RULES[type]),
        'No question gives its answer away; no two questions ask the same thing. explanation says why the answer is right, citing the material. source is the number of the passage the question comes from.',
        'Reply with JSON: {"questions": [{"type": …, "prompt": string, "explanation": string, "source": number, and "options" + "correctIndex" | "answer" | "expectedAnswer"}]}.',
      ].join(' '),
    },
    {
      role: 'user',
      content: `Write ${types.map((type) => `${counts[type]} ${type}`).join(', ')} questions about this material.\n\nMaterial:\n${formatPassages(chunks)}`,
    },
  ];
}
