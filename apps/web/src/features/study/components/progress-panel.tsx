import { useTranslation } from 'react-i18next';
import type { StudyStats } from '@mnemo/contracts/review';
import { formatDayMonth } from '@mnemo/i18n/format';
import { Card } from '../../../components/card.tsx';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { describeApiError } from '../../../lib/describe-api-error.ts';
import { useStudyStats } from '../api/review.ts';

interface Bar {
  label: string;
  value: number;
  /** a part of the bar drawn in the warning colour (reviews rated Hard) */
  part?: number;
}

/**
 * A bar chart drawn in SVG: one image named by `summary` (its totals, for screen readers); each
 * bar's date and figure are in its <title> (shown on hover).
 */
function BarChart({ bars, summary, partLabel }: { bars: Bar[]; summary: string; partLabel?: string }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const width = 100 / bars.length;
  return (
    <figure className="flex flex-col gap-1">
      <svg
        viewBox="0 0 100 40"
        preserveAspectRatio="none"
        role="img"
        aria-label={summary}
        className="h-32 w-full overflow-visible"
      >
        <line
          x1="0"
          y1="40"
          x2="100"
          y2="40"
          className="stroke-border"
          strokeWidth="0.3"
          vectorEffect="non-scaling-stroke"
        />
        {bars.map((bar, index) => {
          const height = (bar.value / max) * 38;
          const partHeight = ((bar.part ?? 0) / max) * 38;
          const x = index * width + width * 0.15;
          return (
            <g key={bar.label}>
              <title>{`${bar.label}: ${bar.value}${bar.part ? ` (${partLabel ?? ''} ${bar.part})` : ''}`}</title>
              <rect x={x} y={40 - height} width={width * 0.7} height={height} className="fill-primary" rx="0.4" />
              {partHeight > 0 ? (
                <rect
                  x={x}
                  y={40 - partHeight}
                  width={width * 0.7}
                  height={partHeight}
                  className="fill-warning"
                  rx="0.4"
                />
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="flex justify-between text-xs text-muted tabular-nums">
        <span>{bars[0]?.label}</span>
        <span>{bars.at(-1)?.label}</span>
      </figcaption>
    </figure>
  );
}

function StateBar({ stats }: { stats: StudyStats }) {
  const { t } = useTranslation('study');
  const states = [
    { key: 'new', value: stats.cardsByState.new, className: 'bg-primary/40' },
    { key: 'learning', value: stats.cardsByState.learning, className: 'bg-warning' },
    { key: 'review', value: stats.cardsByState.review, className: 'bg-success' },
    { key: 'suspended', value: stats.cardsByState.suspended, className: 'bg-surface-3' },
  ] as const;
  const total = Math.max(
    1,
    states.reduce((sum, s) => sum + s.value, 0),
  );
  return (
    <div className="flex flex-col gap-3">
      <div className="flex h-3 w-full overflow-hidden rounded-full bg-surface-2" aria-hidden>
        {states.map((s) => (
          <div key={s.key} className={s.className} style={{ width: `${(s.value / total) * 100}%` }} />
        ))}
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm @md:grid-cols-4">
        {states.map((s) => (
          <div key={s.key} className="flex items-center gap-2">
            <span aria-hidden className={`size-2.5 shrink-0 rounded-full ${s.className}`} />
            <dt className="text-muted">{t(`progress.states.${s.key}`)}</dt>
            <dd className="ml-auto font-semibold text-fg tabular-nums">{s.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The session's exam (issue 24): its date, the recall predicted for it, and the reviews a day that reach the learner's retention. */
function ExamForecastCard({ exam }: { exam: NonNullable<StudyStats['exam']> }) {
  const { t } = useTranslation('scheduling');
  // a calendar date (no time zone): dd/MM/yyyy as every date the app shows
  const date = exam.date.split('-').reverse().join('/');
  return (
    <Card className="flex flex-col gap-3 p-4" aria-labelledby="exam-forecast-title">
      <h2 id="exam-forecast-title" className="text-sm font-semibold text-fg">
        {t('exam.on', { date })}
      </h2>
      <dl className="grid grid-cols-1 gap-3 @md:grid-cols-2">
        <div className="flex flex-col gap-1">
          <dt className="text-sm text-muted">{t('exam.predictedRecall')}</dt>
          <dd className="text-2xl font-semibold text-fg tabular-nums">{`${Math.round(exam.predictedRecall * 100)} %`}</dd>
          <dd className="text-xs text-muted">{t('exam.predictedRecallHint')}</dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-sm text-muted">{t('exam.reviewsPerDay')}</dt>
          <dd className="text-2xl font-semibold text-fg tabular-nums">{Math.ceil(exam.reviewsPerDay)}</dd>
          <dd className="text-xs text-muted">{t('exam.reviewsPerDayHint')}</dd>
        </div>
      </dl>
    </Card>
  );
}

/**
 * The "Progress" tab (issue 11 item 7), for a session or (without `sessionId`) the library:
 * reviews per day over 30 days, true retention, cards by state, the streak and the 14-day forecast.
 */
export function ProgressPanel({ sessionId }: { sessionId: string | null }) {
  const { t } = useTranslation(['study', 'scheduling']);
  const stats = useStudyStats(sessionId);
  if (stats.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <span className="sr-only">{t('progress.loading')}</span>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (stats.isError) return <InlineMessage tone="error">{describeApiError(stats.error)}</InlineMessage>;
  const data = stats.data;
  const reviews = data.reviewsPerDay.map((d) => ({ label: formatDayMonth(d.date), value: d.count, part: d.lapses }));
  const forecast = data.forecast.map((d) => ({ label: formatDayMonth(d.date), value: d.count }));
  const sum = (bars: Bar[]) => bars.reduce((total, b) => total + b.value, 0);
  return (
    <div className="mx-auto flex w-full max-w-[48rem] flex-col gap-4">
      {data.exam ? <ExamForecastCard exam={data.exam} /> : null}
      <div className="grid grid-cols-2 gap-3">
        <Card className="flex flex-col gap-1 p-4">
          <span className="text-sm text-muted">{t('progress.retention')}</span>
          <span className="text-2xl font-semibold text-fg tabular-nums">
            {data.trueRetention === null ? '—' : `${Math.round(data.trueRetention * 100)} %`}
          </span>
          <span className="text-xs text-muted">
            {data.trueRetention === null
              ? t('progress.retentionNone')
              : t('progress.matureReviews', { count: data.matureReviews })}
          </span>
        </Card>
        <Card className="flex flex-col gap-1 p-4">
          <span className="text-sm text-muted">{t('progress.streak')}</span>
          <span className="text-2xl font-semibold text-fg tabular-nums">
            {t('progress.streakDays', { count: data.streak })}
          </span>
        </Card>
      </div>
      <Card className="flex flex-col gap-3 p-4">
        <h2 className="text-sm font-semibold text-fg">{t('progress.reviewsPerDay')}</h2>
        <BarChart
          bars={reviews}
          partLabel={t('cards.hard')}
          summary={t('progress.reviewsChart', { total: sum(reviews), today: reviews.at(-1)?.value ?? 0 })}
        />
      </Card>
      <Card className="flex flex-col gap-3 p-4">
        <h2 className="text-sm font-semibold text-fg">{t('progress.byState')}</h2>
        <StateBar stats={data} />
      </Card>
      <Card className="flex flex-col gap-3 p-4">
        <h2 className="text-sm font-semibold text-fg">{t('progress.forecast')}</h2>
        <BarChart
          bars={forecast}
          summary={t('progress.forecastChart', { total: sum(forecast), today: forecast[0]?.value ?? 0 })}
        />
      </Card>
    </div>
  );
}
