import { useState } from 'react';
import { Link } from 'react-router';
import { ChevronLeft, ChevronRight, FileDown, FileUp, FolderOpen, FolderPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DirectoryEntry } from '@mnemo/contracts/library';
import { Button } from '../../../components/button.tsx';
import { ButtonLink } from '../../../components/button-link.tsx';
import { Card, PageHeader } from '../../../components/card.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { paths } from '../../../lib/paths.ts';
import { useExportDeck } from '../api/export-deck.ts';
import { useDirectory } from '../api/get-directory.ts';
import { DeleteSessionDialog } from './delete-session-dialog.tsx';
import { ExportStatus } from './export-deck.tsx';
import { CreateFolderDialog, DeleteFolderDialog, RenameFolderDialog } from './folder-dialogs.tsx';
import { ImportDeckDialog } from './import-deck-dialog.tsx';
import { LibraryEntryRow, type EntryAction } from './library-entry-row.tsx';
import { MoveSessionDialog } from './move-session-dialog.tsx';
import { RenameSessionDialog } from './rename-session-dialog.tsx';
import { ShareSessionDialog } from './share-session-dialog.tsx';

/** The dialog open over the browser: one of the folder's own, or one of an entry's. */
type OpenDialog = { kind: 'create-folder' | 'import-deck' } | { kind: EntryAction; entry: DirectoryEntry } | null;

/** Browses one folder of the library: folders first, then sessions, each with its actions. */
export function LibraryBrowser({ folderId }: { folderId: string }) {
  const { t } = useTranslation(['app', 'exchange']);
  const directory = useDirectory(folderId);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [openMenuId, setOpenMenuId] = useState<string | null>(null);
  const exportDeck = useExportDeck();

  const folder = directory.data?.folder;
  const parentId = folder ? (folder.parent?.id ?? 'root') : null;
  const entries = [...(directory.data?.contents ?? [])].sort((a, b) =>
    a.type === b.type ? a.name.localeCompare(b.name) : a.type === 'folder' ? -1 : 1,
  );

  const closeDialog = (): void => setDialog(null);

  const title = folderId === 'root' ? t('library.title') : (folder?.name ?? t('library.title'));

  return (
    <div>
      <nav aria-label={t('library.breadcrumb')} className="mb-2 flex min-w-0 items-center gap-1 text-sm text-muted">
        {folderId === 'root' ? null : (
          <>
            <Link to={paths.library()} className="shrink-0 hover:text-fg hover:underline">
              {t('library.root')}
            </Link>
            {parentId && parentId !== 'root' ? (
              <>
                <ChevronRight className="size-3.5 shrink-0" aria-hidden />
                <Link to={paths.library(parentId)} className="shrink-0 hover:text-fg hover:underline">
                  …
                </Link>
              </>
            ) : null}
            <ChevronRight className="size-3.5 shrink-0" aria-hidden />
            <span aria-current="page" className="min-w-0 truncate text-fg">
              {folder?.name ?? '…'}
            </span>
          </>
        )}
      </nav>
      <PageHeader
        title={<span className="break-words">{title}</span>}
        description={folderId === 'root' ? t('library.subtitle') : undefined}
        actions={
          <>
            {parentId ? (
              <ButtonLink to={paths.library(parentId)} variant="secondary" aria-label={t('library.up')}>
                <ChevronLeft className="size-4" aria-hidden />
                <span className="hidden sm:inline">{t('library.up')}</span>
              </ButtonLink>
            ) : null}
            <Button
              variant="secondary"
              icon={<FileUp className="size-4" aria-hidden />}
              onClick={() => setDialog({ kind: 'import-deck' })}
            >
              {t('exchange:import.open')}
            </Button>
            <Button
              variant="secondary"
              icon={<FileDown className="size-4" aria-hidden />}
              isLoading={exportDeck.isPending && exportDeck.variables.sessionId === null}
              onClick={() => exportDeck.mutate({ sessionId: null, format: 'apkg' })}
            >
              {t('exchange:export.library')}
            </Button>
            <Button
              icon={<FolderPlus className="size-4" aria-hidden />}
              onClick={() => setDialog({ kind: 'create-folder' })}
            >
              {t('library.newFolder')}
            </Button>
          </>
        }
      />

      <ExportStatus exportDeck={exportDeck} className="mb-4" />

      <Card className="overflow-hidden">
        {directory.isPending ? (
          <div className="flex flex-col gap-3 p-4" aria-busy="true">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-10 w-full" />
            ))}
          </div>
        ) : directory.isError ? (
          <EmptyState
            title={t('library.loadError')}
            action={
              <Button variant="secondary" onClick={() => void directory.refetch()}>
                {t('common.retry')}
              </Button>
            }
          />
        ) : entries.length === 0 ? (
          <EmptyState
            icon={<FolderOpen className="size-5" aria-hidden />}
            title={folderId === 'root' ? t('library.emptyRoot') : t('library.empty')}
            body={folderId === 'root' ? t('library.emptyRootHint') : t('library.emptyHint')}
          />
        ) : (
          <ul className="divide-y divide-border">
            {entries.map((entry) => (
              <LibraryEntryRow
                key={entry.id}
                entry={entry}
                href={entry.type === 'folder' ? paths.library(entry.id) : paths.session(folderId, entry.id)}
                isMenuOpen={openMenuId === entry.id}
                // Closing one menu must not close the next one opened by the same press.
                onMenuOpenChange={(open) =>
                  setOpenMenuId((current) => (open ? entry.id : current === entry.id ? null : current))
                }
                onAction={(kind) => setDialog({ kind, entry })}
                onExport={(input) => exportDeck.mutate(input)}
              />
            ))}
          </ul>
        )}
      </Card>

      {dialog?.kind === 'create-folder' ? <CreateFolderDialog parentId={folderId} onClose={closeDialog} /> : null}
      <ImportDeckDialog open={dialog?.kind === 'import-deck'} onOpenChange={(open) => !open && closeDialog()} />
      {dialog && 'entry' in dialog ? (
        <EntryDialog folderId={folderId} kind={dialog.kind} entry={dialog.entry} onClose={closeDialog} />
      ) : null}
    </div>
  );
}

/** The dialog of an entry's menu item: a folder is renamed or deleted; a session also moved or shared. */
function EntryDialog({
  folderId,
  kind,
  entry,
  onClose,
}: {
  folderId: string;
  kind: EntryAction;
  entry: DirectoryEntry;
  onClose: () => void;
}) {
  const onOpenChange = (open: boolean): void => {
    if (!open) onClose();
  };
  const session = { open: true, onOpenChange, fileId: entry.id, name: entry.name };
  if (entry.type === 'folder') {
    if (kind === 'rename') return <RenameFolderDialog folder={entry} onClose={onClose} />;
    if (kind === 'delete') return <DeleteFolderDialog folder={entry} onClose={onClose} />;
    return null;
  }
  switch (kind) {
    case 'rename':
      return <RenameSessionDialog folderId={folderId} session={entry} onClose={onClose} />;
    case 'move':
      return <MoveSessionDialog {...session} fromFolderId={folderId} />;
    case 'share':
      return <ShareSessionDialog {...session} folderId={folderId} />;
    case 'delete':
      return <DeleteSessionDialog {...session} folderId={folderId} />;
  }
}
