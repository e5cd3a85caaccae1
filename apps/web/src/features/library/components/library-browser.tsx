import { useState } from 'react';
import { Link } from 'react-router';
import {
  ChevronLeft,
  ChevronRight,
  FileDown,
  FileUp,
  FileText,
  Folder,
  FolderInput,
  FolderOpen,
  FolderPlus,
  MoreHorizontal,
  Pencil,
  Share2,
  Trash2,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DirectoryEntry } from '@mnemo/contracts/library';
import { isValidSessionName } from '@mnemo/domain/validation';
import { Button } from '../../../components/button.tsx';
import { ButtonLink } from '../../../components/button-link.tsx';
import { Card, PageHeader } from '../../../components/card.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from '../../../components/menu.tsx';
import { ConfirmModal } from '../../../components/modal.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { describeApiError } from '../../../lib/describe-api-error.ts';
import { paths } from '../../../lib/paths.ts';
import { useCreateFolder } from '../api/create-folder.ts';
import { useDeleteFolder } from '../api/delete-folder.ts';
import { useExportDeck } from '../api/export-deck.ts';
import { useDirectory } from '../api/get-directory.ts';
import { useRenameFolder } from '../api/rename-folder.ts';
import { describeRenameSessionError, useRenameSession } from '../api/rename-session.ts';
import { DeleteSessionDialog } from './delete-session-dialog.tsx';
import { ExportStatus, SessionExportItems } from './export-deck.tsx';
import { ImportDeckDialog } from './import-deck-dialog.tsx';
import { MoveSessionDialog } from './move-session-dialog.tsx';
import { NameDialog } from './name-dialog.tsx';
import { ShareSessionDialog } from './share-session-dialog.tsx';

type Action =
  | { kind: 'create-folder' | 'import-deck' }
  | { kind: 'rename-folder' | 'delete-folder'; entry: DirectoryEntry }
  | { kind: 'rename-session' | 'delete-session' | 'share-session' | 'move-session'; entry: DirectoryEntry }
  | null;

/** Browses one folder of the library: folders first, then sessions, each with its actions. */
export function LibraryBrowser({ folderId }: { folderId: string }) {
  const { t } = useTranslation(['app', 'errors', 'exchange']);
  const directory = useDirectory(folderId);
  const [action, setAction] = useState<Action>(null);
  const [openMenuId, setOpenMenuId] = useState<string | null>(null);
  const createFolder = useCreateFolder();
  const renameFolder = useRenameFolder();
  const deleteFolder = useDeleteFolder();
  const renameSession = useRenameSession();
  const exportDeck = useExportDeck();

  const folder = directory.data?.folder;
  const parentId = folder ? (folder.parent?.id ?? 'root') : null;
  const entries = [...(directory.data?.contents ?? [])].sort((a, b) =>
    a.type === b.type ? a.name.localeCompare(b.name) : a.type === 'folder' ? -1 : 1,
  );

  function closeAction(): void {
    setAction(null);
    createFolder.reset();
    renameFolder.reset();
    deleteFolder.reset();
    renameSession.reset();
  }

  function describeFolderError(error: unknown): string | null {
    return error ? describeApiError(error, { CONFLICT: t('errors:folder_name_duplicated') }) : null;
  }

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
              onClick={() => setAction({ kind: 'import-deck' })}
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
              onClick={() => setAction({ kind: 'create-folder' })}
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
            {entries.map((entry) => {
              const isFolder = entry.type === 'folder';
              const href = isFolder ? paths.library(entry.id) : paths.session(folderId, entry.id);
              return (
                <li key={entry.id} className="flex items-center gap-2 pr-2 hover:bg-surface-2/60">
                  <Link to={href} className="flex min-w-0 flex-1 items-center gap-3 px-4 py-3">
                    <span
                      className={
                        isFolder
                          ? 'flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary'
                          : 'flex size-9 shrink-0 items-center justify-center rounded-lg bg-surface-2 text-muted'
                      }
                    >
                      {isFolder ? (
                        <Folder className="size-4" aria-hidden />
                      ) : (
                        <FileText className="size-4" aria-hidden />
                      )}
                    </span>
                    <span className="flex min-w-0 flex-col">
                      <span className="truncate text-sm font-medium text-fg">{entry.name}</span>
                      <span className="text-xs text-muted">
                        {isFolder ? t('library.folderLabel') : t('library.sessionLabel')}
                      </span>
                    </span>
                  </Link>
                  <Menu
                    modal={false}
                    open={openMenuId === entry.id}
                    // Closing one menu must not close the next one opened by the same press.
                    onOpenChange={(open) =>
                      setOpenMenuId((current) => (open ? entry.id : current === entry.id ? null : current))
                    }
                  >
                    <MenuTrigger asChild>
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        aria-label={t('library.itemOptions', { name: entry.name })}
                      >
                        <MoreHorizontal className="size-4" aria-hidden />
                      </Button>
                    </MenuTrigger>
                    <MenuContent>
                      {isFolder ? (
                        <>
                          <MenuItem
                            icon={<Pencil className="size-4" />}
                            onSelect={() => setAction({ kind: 'rename-folder', entry })}
                          >
                            {t('library.rename')}
                          </MenuItem>
                          <MenuSeparator />
                          <MenuItem
                            tone="danger"
                            icon={<Trash2 className="size-4" />}
                            onSelect={() => setAction({ kind: 'delete-folder', entry })}
                          >
                            {t('library.delete')}
                          </MenuItem>
                        </>
                      ) : (
                        <>
                          <MenuItem
                            icon={<Pencil className="size-4" />}
                            onSelect={() => setAction({ kind: 'rename-session', entry })}
                          >
                            {t('library.rename')}
                          </MenuItem>
                          <MenuItem
                            icon={<FolderInput className="size-4" />}
                            onSelect={() => setAction({ kind: 'move-session', entry })}
                          >
                            {t('library.move')}
                          </MenuItem>
                          <MenuItem
                            icon={<Share2 className="size-4" />}
                            onSelect={() => setAction({ kind: 'share-session', entry })}
                          >
                            {t('library.share')}
                          </MenuItem>
                          <SessionExportItems sessionId={entry.id} onExport={(input) => exportDeck.mutate(input)} />
                          <MenuSeparator />
                          <MenuItem
                            tone="danger"
                            icon={<Trash2 className="size-4" />}
                            onSelect={() => setAction({ kind: 'delete-session', entry })}
                          >
                            {t('library.delete')}
                          </MenuItem>
                        </>
                      )}
                    </MenuContent>
                  </Menu>
                </li>
              );
            })}
          </ul>
        )}
      </Card>

      {action?.kind === 'create-folder' ? (
        <NameDialog
          open
          onOpenChange={(open) => !open && closeAction()}
          title={t('library.createFolderTitle')}
          label={t('library.folderName')}
          submitLabel={t('common.create')}
          pendingLabel={t('common.creating')}
          isPending={createFolder.isPending}
          error={describeFolderError(createFolder.error)}
          validateName={(name) => (name ? null : t('library.nameTooShort'))}
          onSubmit={(name) => createFolder.mutate({ parentId: folderId, name }, { onSuccess: closeAction })}
        />
      ) : null}
      <ImportDeckDialog open={action?.kind === 'import-deck'} onOpenChange={(open) => !open && closeAction()} />
      {action?.kind === 'rename-folder' ? (
        <NameDialog
          open
          onOpenChange={(open) => !open && closeAction()}
          title={t('library.renameFolderTitle')}
          label={t('library.folderName')}
          initialName={action.entry.name}
          submitLabel={t('common.save')}
          pendingLabel={t('common.saving')}
          isPending={renameFolder.isPending}
          error={describeFolderError(renameFolder.error)}
          validateName={(name) => (name ? null : t('library.nameTooShort'))}
          onSubmit={(name) => renameFolder.mutate({ folderId: action.entry.id, name }, { onSuccess: closeAction })}
        />
      ) : null}
      {action?.kind === 'rename-session' ? (
        <NameDialog
          open
          onOpenChange={(open) => !open && closeAction()}
          title={t('sidebar.rename')}
          label={t('sidebar.renameLabel', { name: action.entry.name })}
          initialName={action.entry.name}
          submitLabel={t('common.save')}
          pendingLabel={t('common.saving')}
          isPending={renameSession.isPending}
          error={renameSession.error ? describeRenameSessionError(renameSession.error) : null}
          validateName={(name) => (isValidSessionName(name) ? null : t('errors:error_edit_name_empty'))}
          onSubmit={(name) =>
            renameSession.mutate({ folderId, fileId: action.entry.id, name }, { onSuccess: closeAction })
          }
        />
      ) : null}
      {action?.kind === 'delete-folder' ? (
        <ConfirmModal
          open
          onOpenChange={(open) => !open && closeAction()}
          title={t('library.deleteFolderTitle')}
          body={t('library.deleteFolderBody', { name: action.entry.name })}
          confirmLabel={t('library.delete')}
          pendingLabel={t('deleteSession.deleting')}
          isPending={deleteFolder.isPending}
          error={deleteFolder.isError ? t('errors:error_something_wrong') : null}
          onConfirm={() => deleteFolder.mutate({ folderId: action.entry.id }, { onSuccess: closeAction })}
        />
      ) : null}
      {action?.kind === 'delete-session' ? (
        <DeleteSessionDialog
          open
          onOpenChange={(open) => !open && closeAction()}
          folderId={folderId}
          fileId={action.entry.id}
          name={action.entry.name}
        />
      ) : null}
      {action?.kind === 'share-session' ? (
        <ShareSessionDialog
          open
          onOpenChange={(open) => !open && closeAction()}
          folderId={folderId}
          fileId={action.entry.id}
          name={action.entry.name}
        />
      ) : null}
      {action?.kind === 'move-session' ? (
        <MoveSessionDialog
          open
          onOpenChange={(open) => !open && closeAction()}
          fromFolderId={folderId}
          fileId={action.entry.id}
          name={action.entry.name}
        />
      ) : null}
    </div>
  );
}
