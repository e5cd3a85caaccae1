import type { Chunk } from '@mnemo/contracts/material';
import type { QuestionLanguage } from '@mnemo/domain/languages';
import type { GeneratedQuestion } from '../ai.provider.ts';
import { formatPassages, getLanguageName, type PromptMessage } from '../prompt-parts.ts';

function describeQuestion(question: GeneratedQuestion): string {
  if (question.type === 'multiple_choice') {
    const options = question.options.map((option, index) => `${String.fromCharCode(65 + index)}. ${option}`).join('\n');
    return `Question (multiple choice): ${question.prompt}\n${options}\nCorrect answer: ${String.fromCharCode(65 + question.correctIndex)}`;
  }
  if (question.type === 'true_false')
    return `Statement (true/false): ${question.prompt}\nCorrect answer: ${question.answer ? 'true' : 'false'}`;
  return `Question (open): ${question.prompt}\nExpected answer: ${question.expectedAnswer}`;
}

/** Prompt explaining why a question's answer is right, from the material. */
export function buildExplainPrompt(
  question: GeneratedQuestion,
  chunks: readonly Chunk[],
  language: QuestionLanguage,
): PromptMessage[] {
  return [
    {
      role: 'system',
      content: `You are a patient tutor. Explain, in ${getLanguageName(language)}, why the correct answer is correct (and, for a multiple-choice or false statement, why the others are wrong), in at most five sentences, using only the material. source is the number of the passage you rely on, or null. Reply with JSON: {"explanation": string, "source": number|null}.`,
    },
    { role: 'user', content: `${describeQuestion(question)}\n\nMaterial:\n${formatPassages(chunks)}` },
  ];
}
