import { useTranslation } from 'react-i18next';
import type { Question } from '@mnemo/contracts/library';

/** The right answer of a question, as the learner reads it (an option, true/false, the expected text). */
export function useRightAnswer() {
  const { t } = useTranslation('study');
  return (question: Question): string => {
    if (question.type === 'multiple_choice') return question.options[question.correctIndex] ?? '';
    if (question.type === 'true_false') return question.answer ? t('quiz.true') : t('quiz.false');
    return question.expectedAnswer;
  };
}
