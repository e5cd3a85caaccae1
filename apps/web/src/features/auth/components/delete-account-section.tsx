import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { ConfirmModal } from '../../../components/modal.tsx';
import { PasswordField } from '../../../components/text-field.tsx';
import { paths } from '../../../lib/paths.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { useAuthProviders } from '../api/get-auth-providers.ts';
import { ProviderReauthLinks } from './google-sign-in-button.tsx';

/**
 * The danger zone: deleting the account needs the password again, or, for an account that signs
 * in through a provider only (Google, the organisation's), a sign-in of the last 10 minutes (the
 * server checks it).
 */
export function DeleteAccountSection({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  const deleteAccount = useDeleteAccount();
  const providers = useAuthProviders();
  // an account without a password signs in through a provider: Google's text when Google is the only one
  const isGoogleOnly = providers.data ? providers.data.google && !providers.data.oidc : true;
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
        body={t(
          hasPassword
            ? 'settings.danger.confirmBody'
            : isGoogleOnly
              ? 'settings.danger.googleBody'
              : 'settings.danger.externalBody',
        )}
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
          <ProviderReauthLinks
            returnPath={paths.settings}
            google={providers.data?.google ?? true}
            oidc={providers.data?.oidc ?? null}
          />
        )}
      </ConfirmModal>
    </>
  );
}
