import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { PasswordField, TextField } from '../../../components/text-field.tsx';
import { paths } from '../../../lib/paths.ts';
import { useAuthProviders } from '../api/get-auth-providers.ts';
import { useLogin } from '../api/login.ts';
import { AuthCard } from './auth-card.tsx';
import { ExternalSignInButtons } from './google-sign-in-button.tsx';

export function LoginForm({ next, onSignedIn }: { next?: string; onSignedIn: () => void }) {
  const { t } = useTranslation();
  const providers = useAuthProviders();
  const loginMutation = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  function submitLogin(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    loginMutation.mutate({ email: email.trim(), password }, { onSuccess: onSignedIn });
  }

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Link to={paths.register(next)} className="font-medium text-primary hover:underline">
            {t('auth.login.register')}
          </Link>
        </>
      }
    >
      {providers.data ? (
        <ExternalSignInButtons
          google={providers.data.google}
          oidc={providers.data.oidc}
          hasPasswordForm={providers.data.passwordSignIn}
        />
      ) : null}
      {providers.data && !providers.data.passwordSignIn ? null : (
        <form className="flex flex-col gap-4" onSubmit={submitLogin} noValidate>
          <TextField
            label={t('auth.email')}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <div className="flex flex-col gap-1.5">
            <PasswordField
              label={t('auth.password')}
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            {providers.data?.passwordReset ? (
              <Link to={paths.forgotPassword} className="self-end text-sm font-medium text-primary hover:underline">
                {t('auth.login.forgot')}
              </Link>
            ) : null}
          </div>
          {loginMutation.error ? <InlineMessage tone="error">{loginMutation.error.message}</InlineMessage> : null}
          <Button type="submit" size="lg" className="w-full" isLoading={loginMutation.isPending}>
            {loginMutation.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
