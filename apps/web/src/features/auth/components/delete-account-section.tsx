import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { ConfirmModal } from '../../../components/modal.tsx';
import { PasswordField } from '../../../components/text-field.tsx';
import { paths } from '../../../lib/paths.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { GoogleReauthLink } from './google-sign-in-button.tsx';

/**
 * The danger zone: deleting the account needs the password again, or, for an account that signs
 * in with Google only, a Google sign-in of the last 10 minutes (the server checks it).
 */
export function DeleteAccountSection({ hasPassword }: { hasPassword: boolean }) {
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
        body={t(hasPassword ? 'settings.danger.confirmBody' : 'settings.danger.googleBody')}
        confirmLabel={t('settings.danger.confirm')}
        pendingLabel={t('settings.danger.deleting')}
        isPending={deleteAccount.isPending}
        error={deleteAccount.error?.message}
        onConfirm={() => {
          if (!hasPassword) deleteAccount.mutate({});
          else if (password) deleteAccount.mutate({ password });
        }}
      >
        {hasPassword ? (
          <PasswordField
            label={t('auth.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        ) : (
          <GoogleReauthLink returnPath={paths.settings} />
        )}
      </ConfirmModal>
    </>
  );
}
