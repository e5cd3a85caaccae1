import { useTranslation } from 'react-i18next';
import { Layers } from 'lucide-react';
import { ButtonLink } from '../../../components/button-link.tsx';
import { paths } from '../../../lib/paths.ts';
import { useDueCards } from '../api/review.ts';

/**
 * Home's "Due today" (issue 11 item 2): the cards to study across the library, one button that
 * starts the library-wide sitting, and a link to the library's progress.
 */
export function DueToday() {
  const { t } = useTranslation('study');
  const due = useDueCards(null);
  if (!due.data) return null;
  return (
    <section
      aria-labelledby="due-today"
      className="flex w-full max-w-xl flex-wrap items-center justify-between gap-3 rounded-card border border-border bg-surface p-4"
    >
      <div className="flex min-w-0 flex-1 basis-60 items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-fg">
          <Layers className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 id="due-today" className="font-semibold text-fg">
            {t('home.dueToday')}
          </h2>
          <p className="text-sm text-muted">
            {due.data.total > 0 ? t('home.dueCount', { count: due.data.total }) : t('home.nothingDue')}
          </p>
        </div>
      </div>
      <div className="ml-auto flex shrink-0 flex-wrap items-center justify-end gap-2">
        <ButtonLink to={paths.progress} size="sm" variant="ghost">
          {t('home.seeProgress')}
        </ButtonLink>
        {due.data.total > 0 ? (
          <ButtonLink to={paths.review} size="sm">
            {t('home.start')}
          </ButtonLink>
        ) : null}
      </div>
    </section>
  );
}
