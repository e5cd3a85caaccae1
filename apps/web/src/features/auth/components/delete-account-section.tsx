import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { ConfirmModal } from '../../../components/modal.tsx';
import { PasswordField } from '../../../components/text-field.tsx';
import { useDeleteAccount } from '../api/delete-account.ts';

/** The danger zone: deleting the account needs the password again. */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const deleteAccount = useDeleteAccount();
  const [isOpen, setIsOpen] = useState(false);
  const [password, setPassword] = useState('');

  function openConfirmation(open: boolean): void {
    setIsOpen(open);
    if (!open) {
      setPassword('');
      deleteAccount.reset();
    }
  }

  return (
    <>
      <Button variant="danger" onClick={() => openConfirmation(true)}>
        {t('settings.danger.open')}
      </Button>
      <ConfirmModal
        open={isOpen}
        onOpenChange={openConfirmation}
        title={t('settings.danger.confirmTitle')}
        body={t('settings.danger.confirmBody')}
        confirmLabel={t('settings.danger.confirm')}
        pendingLabel={t('settings.danger.deleting')}
        isPending={deleteAccount.isPending}
        error={deleteAccount.error?.message}
        onConfirm={() => {
          if (!password) return;
          deleteAccount.mutate({ password });
        }}
      >
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </ConfirmModal>
    </>
  );
}
