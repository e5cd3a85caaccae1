import type { ReactNode } from 'react';
import { AudioLines, FileText, Globe, Layers, ListChecks, Presentation, Type, CirclePlay } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentKind, SessionFile } from '@mnemo/contracts/library';
import { formatDateTime } from '@mnemo/i18n/format';
import { Card } from '../../../components/card.tsx';
import { cn } from '../../../lib/cn.ts';

const KIND_ICONS: Record<DocumentKind, typeof FileText> = {
  pdf: FileText,
  pptx: Presentation,
  ppt: Presentation,
  text: Type,
  url: Globe,
  youtube: CirclePlay,
  audio: AudioLines,
};

const STATUS_CLASSES = {
  queued: 'bg-surface-2 text-muted',
  processing: 'bg-primary-soft text-primary-soft-fg',
  completed: 'bg-success/12 text-success-fg',
  failed: 'bg-danger-soft text-danger-fg',
} as const;

function StatTile({ label, value, icon }: { label: string; value: number; icon: ReactNode }) {
  return (
    <Card className="flex min-w-0 flex-col items-start gap-2 p-3 sm:flex-row sm:items-center sm:gap-3 sm:p-4">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary sm:size-10">
        {icon}
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="text-xl font-semibold text-fg tabular-nums sm:text-2xl">{value}</span>
        <span className="truncate text-xs text-muted sm:text-sm">{label}</span>
      </span>
    </Card>
  );
}

/**
 * The session page's shell: name, summary, key concepts, counts and materials. The study issue
 * adds flashcards, quizzes and guided mode around it.
 */
export function SessionOverview({ session, actions }: { session: SessionFile; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          {!session.isOwner ? (
            <span className="mb-2 inline-flex rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-medium text-primary-soft-fg">
              {t('session.shared')}
            </span>
          ) : null}
          <h1 className="text-2xl font-semibold tracking-tight break-words text-fg sm:text-3xl">{session.name}</h1>
          <p className="mt-1 text-sm text-muted">{t('session.updated', { date: formatDateTime(session.updatedAt) })}</p>
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </header>

      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        <StatTile
          label={t('session.flashcards')}
          value={session.flashcards.length}
          icon={<Layers className="size-5" aria-hidden />}
        />
        <StatTile
          label={t('session.questions')}
          value={session.questions.length}
          icon={<ListChecks className="size-5" aria-hidden />}
        />
        <StatTile
          label={t('session.documents')}
          value={session.documents.length}
          icon={<FileText className="size-5" aria-hidden />}
        />
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="min-w-0 p-5 sm:p-6">
          <h2 className="text-base font-semibold text-fg">{t('session.summary')}</h2>
          {session.summary ? (
            <p className="mt-3 text-sm leading-7 break-words whitespace-pre-line text-fg">{session.summary}</p>
          ) : (
            <p className="mt-3 text-sm text-muted">{t('session.noSummary')}</p>
          )}
          {session.keyConcepts.length > 0 ? (
            <>
              <h3 className="mt-6 text-sm font-semibold text-fg">{t('session.keyConcepts')}</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {session.keyConcepts.map((concept) => (
                  <li
                    key={concept}
                    className="rounded-full border border-border bg-surface-2 px-3 py-1 text-xs text-fg"
                  >
                    {concept}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Card>

        <Card className="min-w-0 p-5">
          <h2 className="text-base font-semibold text-fg">{t('session.documents')}</h2>
          {session.documents.length === 0 ? (
            <p className="mt-3 text-sm text-muted">{t('session.noDocuments')}</p>
          ) : (
            <ul className="mt-3 flex flex-col gap-2">
              {session.documents.map((document) => {
                const Icon = KIND_ICONS[document.kind];
                return (
                  <li key={document.id} className="flex items-center gap-3 rounded-control border border-border p-2.5">
                    <Icon className="size-4 shrink-0 text-muted" aria-hidden />
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="truncate text-sm text-fg">
                        {document.fileName ?? t('session.untitledDocument')}
                      </span>
                      <span className="text-xs text-muted">{t(`session.kinds.${document.kind}`)}</span>
                    </span>
                    <span
                      className={cn(
                        'shrink-0 rounded-full px-2 py-0.5 text-xs font-medium',
                        STATUS_CLASSES[document.status],
                      )}
                    >
                      {t(`session.statuses.${document.status}`)}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </Card>
      </div>
    </article>
  );
}
