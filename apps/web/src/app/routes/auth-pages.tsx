import { useCallback } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/page-container.tsx';
import { AuthCallback } from '../../features/auth/components/auth-callback.tsx';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { RegisterForm } from '../../features/auth/components/register-form.tsx';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';
import { useAuthToken } from '../../lib/auth-token.ts';
import { getSafeNextPath } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

function useNextPath(): string {
  const [searchParams] = useSearchParams();
  return getSafeNextPath(searchParams.get('next'));
}

export function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useAuthToken();
  const next = useNextPath();
  usePageTitle(t('auth.login.submit'));
  const goNext = useCallback(() => void navigate(next, { replace: true }), [navigate, next]);
  if (token) return <Navigate to={next} replace />;
  return (
    <PageContainer className="pt-10 sm:pt-16">
      <LoginForm next={next} onSignedIn={goNext} />
    </PageContainer>
  );
}

export function RegisterRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useAuthToken();
  const next = useNextPath();
  const [searchParams] = useSearchParams();
  usePageTitle(t('auth.register.submit'));
  const goNext = useCallback(() => void navigate(next, { replace: true }), [navigate, next]);
  if (token) return <Navigate to={next} replace />;
  return (
    <PageContainer className="pt-10 sm:pt-16">
      <RegisterForm
        next={next}
        onRegistered={goNext}
        invitation={searchParams.get('invitation') ?? undefined}
        invitedEmail={searchParams.get('email') ?? undefined}
      />
    </PageContainer>
  );
}

export function ForgotPasswordRoute() {
  const { t } = useTranslation();
  usePageTitle(t('auth.forgot.title'));
  return (
    <PageContainer className="pt-10 sm:pt-16">
      <ForgotPasswordForm />
    </PageContainer>
  );
}

export function ResetPasswordRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  usePageTitle(t('auth.reset.title'));
  return (
    <PageContainer className="pt-10 sm:pt-16">
      <ResetPasswordForm token={searchParams.get('token')} />
    </PageContainer>
  );
}

/** Google sign-in ends here with `#token=…`, then goes home (or back to where a re-sign-in started). */
export function AuthCallbackRoute() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const goOn = useCallback((path: string) => void navigate(path, { replace: true }), [navigate]);
  return (
    <PageContainer className="pt-10 sm:pt-16">
      <AuthCallback hash={hash} onSignedIn={goOn} />
    </PageContainer>
  );
}
