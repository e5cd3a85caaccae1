import { useTranslation } from 'react-i18next';
import type { DirectoryEntry } from '@mnemo/contracts/library';
import { isValidSessionName } from '@mnemo/domain/validation';
import { describeRenameSessionError, useRenameSession } from '../api/rename-session.ts';
import { NameDialog } from './name-dialog.tsx';

/** Renames a session of `folderId`; mounted while open, so closing it forgets the request's error. */
export function RenameSessionDialog({
  folderId,
  session,
  onClose,
}: {
  folderId: string;
  session: DirectoryEntry;
  onClose: () => void;
}) {
  const { t } = useTranslation(['app', 'errors']);
  const renameSession = useRenameSession();
  return (
    <NameDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('sidebar.rename')}
      label={t('sidebar.renameLabel', { name: session.name })}
      initialName={session.name}
      submitLabel={t('common.save')}
      pendingLabel={t('common.saving')}
      isPending={renameSession.isPending}
      error={renameSession.error ? describeRenameSessionError(renameSession.error) : null}
      validateName={(name) => (isValidSessionName(name) ? null : t('errors:error_edit_name_empty'))}
      onSubmit={(name) => renameSession.mutate({ folderId, fileId: session.id, name }, { onSuccess: onClose })}
    />
  );
}
