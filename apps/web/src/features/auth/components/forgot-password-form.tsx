import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { paths } from '../../../lib/paths.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { AuthCard } from './auth-card.tsx';

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const resetRequest = useRequestPasswordReset();
  const [email, setEmail] = useState('');

  function submitRequest(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    resetRequest.mutate({ email: email.trim() });
  }

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={
        <Link to={paths.login()} className="font-medium text-primary hover:underline">
          {t('auth.forgot.backToLogin')}
        </Link>
      }
    >
      {resetRequest.isSuccess ? (
        <InlineMessage tone="success">{t('auth.forgot.sent', { email: email.trim() })}</InlineMessage>
      ) : (
        <form className="flex flex-col gap-4" onSubmit={submitRequest} noValidate>
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          {resetRequest.error ? <InlineMessage tone="error">{resetRequest.error.message}</InlineMessage> : null}
          <Button type="submit" size="lg" className="w-full" isLoading={resetRequest.isPending}>
            {resetRequest.isPending ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
