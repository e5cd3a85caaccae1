import { useTranslation } from 'react-i18next';
import type { DirectoryEntry } from '@mnemo/contracts/library';
import { ConfirmModal } from '../../../components/modal.tsx';
import { describeApiError } from '../../../lib/describe-api-error.ts';
import { useCreateFolder } from '../api/create-folder.ts';
import { useDeleteFolder } from '../api/delete-folder.ts';
import { useRenameFolder } from '../api/rename-folder.ts';
import { NameDialog } from './name-dialog.tsx';

/*
 * The library's folder dialogs, one component each. Each is mounted while open and owns its
 * request, so closing it (cancel or success) forgets the request's error.
 */

interface FolderDialogProps {
  /** called on cancel and after success */
  onClose: () => void;
}

function useFolderNameError(): (error: unknown) => string | null {
  const { t } = useTranslation(['errors']);
  return (error) => (error ? describeApiError(error, { CONFLICT: t('errors:folder_name_duplicated') }) : null);
}

/** A new folder inside `parentId`. */
export function CreateFolderDialog({ parentId, onClose }: FolderDialogProps & { parentId: string }) {
  const { t } = useTranslation(['app']);
  const createFolder = useCreateFolder();
  const describeError = useFolderNameError();
  return (
    <NameDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('library.createFolderTitle')}
      label={t('library.folderName')}
      submitLabel={t('common.create')}
      pendingLabel={t('common.creating')}
      isPending={createFolder.isPending}
      error={describeError(createFolder.error)}
      validateName={(name) => (name ? null : t('library.nameTooShort'))}
      onSubmit={(name) => createFolder.mutate({ parentId, name }, { onSuccess: onClose })}
    />
  );
}

export function RenameFolderDialog({ folder, onClose }: FolderDialogProps & { folder: DirectoryEntry }) {
  const { t } = useTranslation(['app']);
  const renameFolder = useRenameFolder();
  const describeError = useFolderNameError();
  return (
    <NameDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('library.renameFolderTitle')}
      label={t('library.folderName')}
      initialName={folder.name}
      submitLabel={t('common.save')}
      pendingLabel={t('common.saving')}
      isPending={renameFolder.isPending}
      error={describeError(renameFolder.error)}
      validateName={(name) => (name ? null : t('library.nameTooShort'))}
      onSubmit={(name) => renameFolder.mutate({ folderId: folder.id, name }, { onSuccess: onClose })}
    />
  );
}

/** Deletes a folder and what is inside it, after a confirmation naming it. */
export function DeleteFolderDialog({ folder, onClose }: FolderDialogProps & { folder: DirectoryEntry }) {
  const { t } = useTranslation(['app', 'errors']);
  const deleteFolder = useDeleteFolder();
  return (
    <ConfirmModal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('library.deleteFolderTitle')}
      body={t('library.deleteFolderBody', { name: folder.name })}
      confirmLabel={t('library.delete')}
      pendingLabel={t('deleteSession.deleting')}
      isPending={deleteFolder.isPending}
      error={deleteFolder.isError ? t('errors:error_something_wrong') : null}
      onConfirm={() => deleteFolder.mutate({ folderId: folder.id }, { onSuccess: onClose })}
    />
  );
}
