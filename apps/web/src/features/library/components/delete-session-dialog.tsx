import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/modal.tsx';
import { useDeleteSession } from '../api/delete-session.ts';

/** Spec §2: title, a body naming the session, cancel and confirm (deleting… while pending). */
export function DeleteSessionDialog({
  open,
  onOpenChange,
  folderId,
  fileId,
  name,
  onDeleted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  folderId: string;
  fileId: string;
  name: string;
  onDeleted?: (fileId: string) => void;
}) {
  const { t } = useTranslation(['app', 'errors']);
  const deleteSession = useDeleteSession();

  return (
    <ConfirmModal
      open={open}
      onOpenChange={(next) => {
        if (!next) deleteSession.reset();
        onOpenChange(next);
      }}
      title={t('deleteSession.title')}
      body={t('deleteSession.body', { name })}
      confirmLabel={t('deleteSession.confirm')}
      pendingLabel={t('deleteSession.deleting')}
      isPending={deleteSession.isPending}
      error={deleteSession.isError ? t('errors:error_something_wrong') : null}
      onConfirm={() =>
        deleteSession.mutate(
          { folderId, fileId },
          {
            onSuccess: () => {
              onOpenChange(false);
              onDeleted?.(fileId);
            },
          },
        )
      }
    />
  );
}
