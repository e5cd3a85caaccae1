import { useState } from 'react';
import { ChevronLeft, ChevronRight, Folder } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { Modal } from '../../../components/modal.tsx';
import { LoadingState } from '../../../components/spinner.tsx';
import { describeApiError } from '../../../lib/describe-api-error.ts';
import { useDirectory } from '../api/get-directory.ts';
import { useMoveSession } from '../api/move-session.ts';

/** Picks a destination by browsing the folder tree, then moves the session there. */
export function MoveSessionDialog({
  open,
  onOpenChange,
  fileId,
  name,
  fromFolderId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fileId: string;
  name: string;
  fromFolderId: string;
}) {
  const { t } = useTranslation();
  const [browseId, setBrowseId] = useState('root');
  const directory = useDirectory(browseId);
  const moveSession = useMoveSession();
  const folders = directory.data?.contents.filter((entry) => entry.type === 'folder') ?? [];
  const browseName = browseId === 'root' ? t('library.root') : (directory.data?.folder?.name ?? '…');
  const parentId = directory.data?.folder ? (directory.data.folder.parent?.id ?? 'root') : null;
  const isCurrent = browseId === fromFolderId;

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !moveSession.isPending && onOpenChange(next)}
      title={t('library.moveTitle', { name })}
      description={t('library.moveDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={moveSession.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            isLoading={moveSession.isPending}
            disabled={isCurrent || !directory.data}
            onClick={() =>
              moveSession.mutate(
                { fromFolderId, fileId, toFolderId: browseId },
                { onSuccess: () => onOpenChange(false) },
              )
            }
          >
            {moveSession.isPending ? t('library.moving') : t('library.moveHere')}
          </Button>
        </>
      }
    >
      <div className="rounded-control border border-border">
        <div className="flex items-center gap-2 border-b border-border px-2 py-2">
          <Button
            size="icon-sm"
            variant="ghost"
            aria-label={t('library.up')}
            disabled={browseId === 'root' || parentId === null}
            onClick={() => parentId && setBrowseId(parentId)}
          >
            <ChevronLeft className="size-4" aria-hidden />
          </Button>
          <span className="min-w-0 truncate text-sm font-medium" aria-live="polite">
            {browseName}
          </span>
          {isCurrent ? (
            <span className="ml-auto shrink-0 rounded-full bg-surface-2 px-2 py-0.5 text-xs text-muted">
              {t('library.currentLocation')}
            </span>
          ) : null}
        </div>
        <div className="max-h-64 overflow-y-auto p-1">
          {directory.isPending ? (
            <LoadingState label={t('common.loading')} className="p-3" />
          ) : directory.isError ? (
            <p className="p-3 text-sm text-muted">{t('library.loadError')}</p>
          ) : folders.length === 0 ? (
            <p className="p-3 text-sm text-muted">{t('library.noSubfolders')}</p>
          ) : (
            <ul>
              {folders.map((folder) => (
                <li key={folder.id}>
                  <button
                    type="button"
                    onClick={() => setBrowseId(folder.id)}
                    className="flex w-full items-center gap-2.5 rounded-md px-2.5 py-2 text-left text-sm hover:bg-surface-2"
                  >
                    <Folder className="size-4 shrink-0 text-primary" aria-hidden />
                    <span className="min-w-0 flex-1 truncate">{folder.name}</span>
                    <ChevronRight className="size-4 shrink-0 text-subtle" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {moveSession.error ? (
        <InlineMessage tone="error" className="mt-3">
          {describeApiError(moveSession.error)}
        </InlineMessage>
      ) : null}
    </Modal>
  );
}
