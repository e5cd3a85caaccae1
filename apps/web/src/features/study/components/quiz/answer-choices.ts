import type { Question } from '@mnemo/contracts/library';

/** A question answered by choosing: multiple choice, or true/false. */
export type ChoiceQuestion = Extract<Question, { type: 'multiple_choice' | 'true_false' }>;
export type Choice = number | boolean;

export interface AnswerChoice {
  value: Choice;
  label: string;
  /** the key that chooses it (1–6, T, F), shown beside it */
  key: string;
}

/** How a checked option is marked: the right one (chosen or not) and a wrong choice; nothing else is. */
export type ChoiceMark = 'chosenRight' | 'right' | 'chosenWrong';

/** The options of a choice question, each with its key (`words`: "True" and "False" in the learner's language). */
export function listAnswerChoices(question: ChoiceQuestion, words: { true: string; false: string }): AnswerChoice[] {
  if (question.type === 'multiple_choice') {
    return question.options.map((label, i) => ({ value: i, label, key: String(i + 1) }));
  }
  return [
    { value: true, label: words.true, key: 'T' },
    { value: false, label: words.false, key: 'F' },
  ];
}

/** Whether an option is the right answer. */
export function isRightChoice(question: ChoiceQuestion, value: Choice): boolean {
  return question.type === 'multiple_choice' ? value === question.correctIndex : value === question.answer;
}

/** The choice a key makes (1–6 within the options; T or F), or null when the key chooses nothing. */
export function findChoiceForKey(question: ChoiceQuestion, key: string): Choice | null {
  if (question.type === 'multiple_choice') {
    return /^[1-6]$/.test(key) && Number(key) <= question.options.length ? Number(key) - 1 : null;
  }
  return key === 't' || key === 'f' ? key === 't' : null;
}

/** An option's mark once the answer is checked (none before). */
export function markChoice({
  isChecked,
  isRight,
  isChosen,
}: {
  isChecked: boolean;
  isRight: boolean;
  isChosen: boolean;
}): ChoiceMark | null {
  if (!isChecked) return null;
  if (isRight) return isChosen ? 'chosenRight' : 'right';
  return isChosen ? 'chosenWrong' : null;
}
