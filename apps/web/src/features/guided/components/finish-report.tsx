import { useTranslation } from 'react-i18next';
import type { GuidedRun } from '@mnemo/contracts/guided';
import { getExamPagePath } from '@mnemo/domain/exam-labels';
import { formatDateTime } from '@mnemo/i18n/format';
import { formatClock } from '../hooks/use-stage-clock.ts';

/** The finish screen: time per stage, cards reviewed, quiz grade, concepts covered, next reviews, and the exam page. */
export function FinishReport({ run, currentElapsedMs }: { run: GuidedRun; currentElapsedMs: number }) {
  const { t, i18n } = useTranslation('guided');
  const locale = i18n.language === 'pt' ? 'pt' : 'en';
  const rows = [
    ...run.history,
    ...(run.status === 'finished' ? [] : [{ stage: run.stage, elapsedMs: currentElapsedMs, isSkipped: false }]),
  ];
  const report = run.report;
  return (
    <section aria-labelledby="finish-title" className="flex flex-col gap-4">
      <h3 id="finish-title" className="text-base font-semibold text-fg">
        {t('finish.title')}
      </h3>
      <table className="w-full text-sm">
        <caption className="mb-1 text-left font-medium text-fg">{t('finish.timePerStage')}</caption>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${row.stage}-${index}`} className="border-t border-border">
              <th scope="row" className="py-1 text-left font-normal text-muted">
                {t(`stages.${row.stage}`)}
              </th>
              <td className="py-1 text-right tabular-nums text-fg">
                {formatClock(row.elapsedMs)}
                {row.isSkipped ? ` (${t('finish.skipped')})` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">{t('finish.cardsReviewed')}</dt>
          <dd className="font-medium text-fg">{report?.cardsReviewed ?? 0}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('finish.quizGrade')}</dt>
          <dd className="font-medium text-fg">{report?.quizGrade ?? t('finish.noGrade')}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('finish.concepts')}</dt>
          <dd className="font-medium text-fg">{run.concepts.join(', ') || '—'}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('finish.nextDue')}</dt>
          <dd className="font-medium text-fg">
            {report && report.dueNow > 0
              ? t('finish.dueNow', { count: report.dueNow })
              : report?.nextDueAt
                ? formatDateTime(report.nextDueAt)
                : t('finish.nothingDue')}
          </dd>
        </div>
      </dl>
      {run.examLabel ? (
        <a
          href={`${locale === 'pt' ? '/pt' : ''}${getExamPagePath(run.examLabel)}`}
          className="text-sm font-medium text-primary underline"
        >
          {t('finish.examPage', { exam: t(`examLabel.${run.examLabel}`) })}
        </a>
      ) : null}
    </section>
  );
}
