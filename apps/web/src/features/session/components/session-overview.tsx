import type { ReactNode } from 'react';
import { FileText, Layers, ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SessionFile } from '@mnemo/contracts/library';
import { Card } from '../../../components/card.tsx';
import { SessionMaterials } from './session-materials.tsx';

function StatTile({ label, value, icon }: { label: string; value: number; icon: ReactNode }) {
  return (
    <Card className="flex min-w-0 flex-col items-start gap-2 p-3 @lg:flex-row @lg:items-center @lg:gap-3 @lg:p-4">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary @lg:size-10">
        {icon}
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="text-xl font-semibold text-fg tabular-nums @lg:text-2xl">{value}</span>
        <span className="truncate text-xs text-muted @lg:text-sm">{label}</span>
      </span>
    </Card>
  );
}

/**
 * The study pane's first tab: counts, summary, key concepts and the session's materials. It sits
 * in a pane of varying width, so its grid follows the pane (container queries), not the window.
 */
export function SessionOverview({
  session,
  onLastDocumentRemoved,
  actions,
}: {
  session: SessionFile;
  onLastDocumentRemoved?: () => void;
  /** controls another feature gives the Overview (the route composes them), e.g. importing cards */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <article className="flex flex-col gap-6">
      {actions}
      <div className="grid grid-cols-3 gap-2 @lg:gap-3">
        <StatTile
          label={t('session.flashcards')}
          value={session.flashcardCount}
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

      <div className="grid grid-cols-1 gap-6 @3xl:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="min-w-0 p-5 @lg:p-6">
          <h2 className="text-base font-semibold text-fg">{t('session.summary')}</h2>
          {session.summary ? (
            <p className="mt-3 text-sm leading-7 break-words whitespace-pre-line text-fg">{session.summary}</p>
          ) : session.documents.length === 0 ? (
            // no material (the last removed: the server emptied the overview): the owner is pointed to adding some
            <p className="mt-3 text-sm text-muted">
              {session.isOwner ? t('session.noMaterialOwner') : t('session.noDocuments')}
            </p>
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

        <SessionMaterials session={session} onLastRemoved={onLastDocumentRemoved} />
      </div>
    </article>
  );
}
