import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link.tsx';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { LoadingState } from '../../../components/spinner.tsx';
import { clearAuthToken, setAuthToken } from '../../../lib/auth-token.ts';
import { paths } from '../../../lib/paths.ts';
import { getMe } from '../api/get-me.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { AuthCard } from './auth-card.tsx';
import { takeGoogleReturnPath } from './google-sign-in-button.tsx';

/** Reads the token that Google sign-in leaves in the URL fragment (`#token=…`) and signs in. */
export function AuthCallback({ hash, onSignedIn }: { hash: string; onSignedIn: (path: string) => void }) {
  const { t, i18n } = useTranslation(['app', 'errors']);
  const completeSignIn = useCompleteSignIn();
  const [token] = useState(() => new URLSearchParams(hash.replace(/^#/, '')).get('token'));
  // the server's reason, a message key of the errors catalogue (`#error=<key>`): said in the user's language
  const [reason] = useState(() => new URLSearchParams(hash.replace(/^#/, '')).get('error'));
  const reasonKey = reason && /^[a-z_]+$/.test(reason) && i18n.exists(`errors:${reason}`) ? reason : null;
  const [hasFailed, setHasFailed] = useState(!token);
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current || !token) return;
    hasStarted.current = true;
    // The fragment holds a credential: drop it from the address bar and history at once.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    setAuthToken(token);
    getMe()
      .then((user) => {
        completeSignIn({ token, user }, { isNewAccount: false });
        onSignedIn(takeGoogleReturnPath());
      })
      .catch(() => {
        clearAuthToken();
        setHasFailed(true);
      });
  }, [token, completeSignIn, onSignedIn]);

  return (
    <AuthCard title={t('name')}>
      {hasFailed ? (
        <div className="flex flex-col gap-4">
          <InlineMessage tone="error">
            {reasonKey ? t(`errors:${reasonKey}` as 'errors:oidc_failed') : t('auth.callback.failed')}
          </InlineMessage>
          {reasonKey === 'age_required' ? (
            <ButtonLink to={paths.register()} variant="primary" className="w-full">
              {t('auth.login.register')}
            </ButtonLink>
          ) : null}
          <ButtonLink to={paths.login()} variant="secondary" className="w-full">
            {t('auth.callback.backToLogin')}
          </ButtonLink>
        </div>
      ) : (
        <LoadingState label={t('auth.callback.signingIn')} />
      )}
    </AuthCard>
  );
}
