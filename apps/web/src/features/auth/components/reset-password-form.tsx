import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@mnemo/domain/validation';
import { Button } from '../../../components/button.tsx';
import { ButtonLink } from '../../../components/button-link.tsx';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { PasswordField } from '../../../components/text-field.tsx';
import { paths } from '../../../lib/paths.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthCard } from './auth-card.tsx';

export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation(['app', 'errors']);
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  function submitNewPassword(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (!token) return;
    if (password.length < PASSWORD_MIN_LENGTH) {
      setFieldError(t('errors:password_too_short'));
      return;
    }
    setFieldError(null);
    reset.mutate({ token, newPassword: password });
  }

  return (
    <AuthCard title={t('auth.reset.title')}>
      {!token ? (
        <InlineMessage tone="error">{t('auth.reset.missingToken')}</InlineMessage>
      ) : reset.isSuccess ? (
        <div className="flex flex-col gap-4">
          <InlineMessage tone="success">{t('auth.reset.done')}</InlineMessage>
          <ButtonLink to={paths.login()} size="lg" className="w-full">
            {t('auth.reset.goToLogin')}
          </ButtonLink>
        </div>
      ) : (
        <form className="flex flex-col gap-4" onSubmit={submitNewPassword} noValidate>
          <PasswordField
            label={t('auth.reset.newPassword')}
            autoComplete="new-password"
            required
            value={password}
            error={fieldError}
            hint={t('auth.register.passwordHint')}
            onChange={(event) => setPassword(event.target.value)}
          />
          {reset.error ? <InlineMessage tone="error">{reset.error.message}</InlineMessage> : null}
          <Button type="submit" size="lg" className="w-full" isLoading={reset.isPending}>
            {reset.isPending ? t('auth.reset.submitting') : t('auth.reset.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
