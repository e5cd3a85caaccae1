import { useTranslation } from 'react-i18next';
import { getButtonClassName } from '../../../components/button.tsx';
import { buildApiUrl } from '../../../lib/api-client.ts';
import { getSafeNextPath } from '../../../lib/paths.ts';

/** Where a Google sign-in started from the app asks to come back to (kept for this tab only). */
const RETURN_PATH_KEY = 'mnemo.googleReturnPath';

/** The path to open once Google sign-in completes (home unless a re-sign-in asked for another), read once. */
export function takeGoogleReturnPath(): string {
  const path = window.sessionStorage.getItem(RETURN_PATH_KEY);
  window.sessionStorage.removeItem(RETURN_PATH_KEY);
  return getSafeNextPath(path);
}

/**
 * A fresh sign-in with a provider for a signed-in user (the proof an account without a password
 * gives), coming back to `returnPath`: the organisation's provider when the server has one,
 * Google when it has Google.
 */
export function ProviderReauthLinks({
  returnPath,
  google,
  oidc,
}: {
  returnPath: string;
  google: boolean;
  oidc: { name: string } | null;
}) {
  const { t } = useTranslation();
  const remember = () => window.sessionStorage.setItem(RETURN_PATH_KEY, returnPath);
  return (
    <div className="flex flex-col gap-2">
      {oidc ? (
        <a
          href={buildApiUrl('/auth/oidc')}
          className={getButtonClassName('secondary', 'md', 'w-full')}
          onClick={remember}
        >
          {t('settings.danger.oidcAgain', { name: oidc.name })}
        </a>
      ) : null}
      {google ? (
        <a
          href={buildApiUrl('/auth/google')}
          className={getButtonClassName('secondary', 'md', 'w-full')}
          onClick={remember}
        >
          {t('settings.danger.googleAgain')}
        </a>
      ) : null}
    </div>
  );
}

/**
 * Google sign-in is a full-page redirect through the server, ending at /auth/callback. A new
 * account needs the age confirmation of the register form, passed along as `ageConfirmed`.
 */
export function GoogleSignInButton({ isAgeConfirmed = false }: { isAgeConfirmed?: boolean }) {
  const { t } = useTranslation();
  return (
    <a
      href={buildApiUrl(isAgeConfirmed ? '/auth/google?ageConfirmed=true' : '/auth/google')}
      className={getButtonClassName('secondary', 'lg', 'w-full')}
    >
      <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
        <path
          fill="#4285F4"
          d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.7Z"
        />
        <path
          fill="#34A853"
          d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z"
        />
        <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
        <path
          fill="#EA4335"
          d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9Z"
        />
      </svg>
      {t('auth.google')}
    </a>
  );
}

/** Sign-in through the organisation's OpenID Connect provider: the same full-page redirect as Google's. */
export function OidcSignInButton({ name, isAgeConfirmed = false }: { name: string; isAgeConfirmed?: boolean }) {
  const { t } = useTranslation();
  return (
    <a
      href={buildApiUrl(isAgeConfirmed ? '/auth/oidc?ageConfirmed=true' : '/auth/oidc')}
      className={getButtonClassName('secondary', 'lg', 'w-full')}
    >
      {t('auth.oidc', { name })}
    </a>
  );
}

/**
 * The provider buttons a server offers (its OpenID Connect provider first, then Google), with
 * the "or" divider before a password form when `hasPasswordForm`.
 */
export function ExternalSignInButtons({
  google,
  oidc,
  isAgeConfirmed = false,
  hasPasswordForm,
}: {
  google: boolean;
  oidc: { name: string } | null;
  isAgeConfirmed?: boolean;
  hasPasswordForm: boolean;
}) {
  const { t } = useTranslation();
  if (!google && !oidc) return null;
  return (
    <>
      <div className="flex flex-col gap-3">
        {oidc ? <OidcSignInButton name={oidc.name} isAgeConfirmed={isAgeConfirmed} /> : null}
        {google ? <GoogleSignInButton isAgeConfirmed={isAgeConfirmed} /> : null}
      </div>
      {hasPasswordForm ? (
        <div className="my-5 flex items-center gap-3 text-xs text-subtle uppercase">
          <span className="h-px flex-1 bg-border" />
          {t('auth.or')}
          <span className="h-px flex-1 bg-border" />
        </div>
      ) : null}
    </>
  );
}
