import { useState } from 'react';
import { AudioLines, CirclePlay, FileText, Globe, Plus, Presentation, Trash2, Type } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentKind, DocumentSummary, SessionFile } from '@mnemo/contracts/library';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { ConfirmModal } from '../../../components/modal.tsx';
import { describeApiError } from '../../../lib/describe-api-error.ts';
import { cn } from '../../../lib/cn.ts';
import { useOpenAt } from '../../../lib/open-at.ts';
import { useRemoveDocument } from '../api/remove-document.ts';
import { AddMaterialDialog } from './add-material-dialog.tsx';

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
  completed: 'bg-success-soft text-success-soft-fg',
  failed: 'bg-danger-soft text-danger-fg',
} as const;

/**
 * The session's materials in the Overview. The owner adds material (the wizard's picker and live
 * stages) and removes a document (its cards, questions and notes go with it); removing the last one
 * hands over to `onLastRemoved`, which asks whether to delete the session. A visitor only reads.
 */
export function SessionMaterials({ session, onLastRemoved }: { session: SessionFile; onLastRemoved?: () => void }) {
  const { t } = useTranslation(['app', 'errors']);
  const openAt = useOpenAt();
  const [isAddOpen, setIsAddOpen] = useState(false);
  const [removing, setRemoving] = useState<DocumentSummary | null>(null);
  const remove = useRemoveDocument();
  const nameOf = (document: DocumentSummary) => document.fileName ?? t('session.untitledDocument');

  return (
    <Card className="min-w-0 p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-fg">{t('session.documents')}</h2>
        {session.isOwner ? (
          <Button
            variant="secondary"
            size="sm"
            icon={<Plus className="size-4" aria-hidden />}
            onClick={() => setIsAddOpen(true)}
          >
            {t('materials.add')}
          </Button>
        ) : null}
      </div>
      {session.documents.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('session.noDocuments')}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2">
          {session.documents.map((document) => {
            const Icon = KIND_ICONS[document.kind];
            const isBusy = document.status === 'queued' || document.status === 'processing';
            return (
              <li key={document.id} className="flex items-center gap-3 rounded-control border border-border p-2.5">
                <Icon className="size-4 shrink-0 text-muted" aria-hidden />
                <span className="flex min-w-0 flex-1 flex-col">
                  {openAt ? (
                    <button
                      type="button"
                      onClick={() => openAt({ documentId: document.id })}
                      className="truncate text-left text-sm text-fg underline-offset-2 hover:text-primary hover:underline"
                    >
                      {nameOf(document)}
                    </button>
                  ) : (
                    <span className="truncate text-sm text-fg">{nameOf(document)}</span>
                  )}
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
                {session.isOwner ? (
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={t('materials.remove', { name: nameOf(document) })}
                    // a document being processed belongs to its job until it ends (the server says 409)
                    disabled={isBusy}
                    title={isBusy ? t('materials.busy') : undefined}
                    onClick={() => setRemoving(document)}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {session.isOwner ? (
        <>
          <AddMaterialDialog
            open={isAddOpen}
            onOpenChange={setIsAddOpen}
            sessionId={session.id}
            sessionName={session.name}
          />
          <ConfirmModal
            open={removing !== null}
            onOpenChange={(next) => {
              if (next) return;
              setRemoving(null);
              remove.reset();
            }}
            title={t('materials.removeTitle')}
            body={removing ? t('materials.removeBody', { name: nameOf(removing) }) : ''}
            confirmLabel={t('materials.removeConfirm')}
            pendingLabel={t('materials.removing')}
            isPending={remove.isPending}
            error={remove.isError ? describeApiError(remove.error, { CONFLICT: t('materials.busy') }) : null}
            onConfirm={() => {
              if (!removing) return;
              remove.mutate(removing.id, {
                onSuccess: ({ remainingDocuments }) => {
                  setRemoving(null);
                  if (remainingDocuments === 0) onLastRemoved?.();
                },
              });
            }}
          />
        </>
      ) : null}
    </Card>
  );
}
