import { useTranslation } from 'react-i18next';
import type { SessionFile } from '@mnemo/contracts/library';
import { InlineMessage } from '../../../../components/inline-message.tsx';
import { describeApiError } from '../../../../lib/describe-api-error.ts';
import { useExplanation } from '../../api/quiz.ts';
import { CitationList } from '../citations.tsx';
import { MarkdownText } from '../markdown-text.tsx';

/** "Explain": why the answer is what it is, with the passages it stands on. */
export function QuestionExplanation({
  questionId,
  session,
  shareToken,
}: {
  questionId: string;
  session: SessionFile;
  shareToken: string | undefined;
}) {
  const { t } = useTranslation('study');
  const explanation = useExplanation(questionId, shareToken, true);
  return (
    <section
      aria-label={t('quiz.explain')}
      aria-live="polite"
      className="flex flex-col gap-3 rounded-card border border-border bg-surface-2 p-4"
    >
      {explanation.isPending ? (
        <p className="text-sm text-muted">{t('quiz.explaining')}</p>
      ) : explanation.isError ? (
        <InlineMessage tone="error">{describeApiError(explanation.error)}</InlineMessage>
      ) : (
        <>
          <MarkdownText text={explanation.data.explanation} className="text-sm leading-relaxed text-fg" />
          <CitationList citations={explanation.data.citations} documents={session.documents} />
        </>
      )}
    </section>
  );
}
