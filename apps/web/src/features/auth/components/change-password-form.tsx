import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@mnemo/domain/validation';
import { Button } from '../../../components/button.tsx';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { PasswordField } from '../../../components/text-field.tsx';
import { useChangePassword } from '../api/change-password.ts';

export function ChangePasswordForm() {
  const { t } = useTranslation(['app', 'errors']);
  const changePassword = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  function submitPasswordChange(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (newPassword.length < PASSWORD_MIN_LENGTH) {
      setFieldError(t('errors:password_too_short'));
      return;
    }
    setFieldError(null);
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setNewPassword('');
        },
      },
    );
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={submitPasswordChange} noValidate>
      <PasswordField
        label={t('settings.password.current')}
        autoComplete="current-password"
        required
        value={currentPassword}
        onChange={(event) => setCurrentPassword(event.target.value)}
      />
      <PasswordField
        label={t('settings.password.new')}
        autoComplete="new-password"
        required
        value={newPassword}
        error={fieldError}
        onChange={(event) => setNewPassword(event.target.value)}
      />
      {changePassword.error ? <InlineMessage tone="error">{changePassword.error.message}</InlineMessage> : null}
      {changePassword.isSuccess ? <InlineMessage tone="success">{t('settings.password.done')}</InlineMessage> : null}
      <div>
        <Button
          type="submit"
          variant="secondary"
          isLoading={changePassword.isPending}
          disabled={!currentPassword || !newPassword}
        >
          {changePassword.isPending ? t('settings.password.submitting') : t('settings.password.submit')}
        </Button>
      </div>
    </form>
  );
}
