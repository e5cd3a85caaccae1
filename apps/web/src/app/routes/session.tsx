import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { ButtonLink } from '../../components/button-link.tsx';
import { PageContainer } from '../../components/page-container.tsx';
import { LoadingState } from '../../components/spinner.tsx';
import { ShareSessionDialog } from '../../features/library/components/share-session-dialog.tsx';
import { useSessionFile } from '../../features/session/api/get-session-file.ts';
import { describeSessionError, SessionAccessError } from '../../features/session/components/session-access-error.tsx';
import { SessionOverview } from '../../features/session/components/session-overview.tsx';
import { useAuthToken } from '../../lib/auth-token.ts';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /session?folder_id=…&session_id=…[&sharetoken=…] (spec §2). */
export function SessionRoute() {
  const { t } = useTranslation(['app', 'errors']);
  const [searchParams] = useSearchParams();
  const token = useAuthToken();
  const folderId = searchParams.get('folder_id') || 'root';
  const sessionId = searchParams.get('session_id');
  const shareToken = searchParams.get('sharetoken') ?? undefined;
  const [isShareOpen, setIsShareOpen] = useState(false);
  const session = useSessionFile(
    { folderId, fileId: sessionId ?? '', shareToken },
    { isEnabled: Boolean(sessionId && token) },
  );
  usePageTitle(session.data?.name ?? null);
  const here = `/session?${searchParams.toString()}`;

  let content;
  if (!sessionId) {
    content = (
      <SessionAccessError
        message={t('session.missingParams')}
        actions={
          <ButtonLink to={paths.home} variant="secondary">
            {t('session.backHome')}
          </ButtonLink>
        }
      />
    );
  } else if (!token) {
    // Spec §6: viewing a shared session needs an account.
    content = (
      <SessionAccessError
        message={shareToken ? t('session.loginToView') : t('errors:session_unauthorized')}
        actions={
          <div className="flex flex-col gap-2 sm:flex-row">
            <ButtonLink to={paths.login(here)}>{t('auth.login.submit')}</ButtonLink>
            <ButtonLink to={paths.register(here)} variant="secondary">
              {t('auth.register.submit')}
            </ButtonLink>
          </div>
        }
      />
    );
  } else if (session.isPending) {
    content = <LoadingState label={t('session.loading')} className="justify-center py-20" />;
  } else if (session.isError) {
    content = (
      <SessionAccessError
        message={describeSessionError(session.error, Boolean(shareToken), t)}
        actions={
          <ButtonLink to={paths.home} variant="secondary">
            {t('session.backHome')}
          </ButtonLink>
        }
      />
    );
  } else {
    content = (
      <>
        <SessionOverview
          session={session.data}
          actions={
            session.data.isOwner ? (
              <Button
                variant="secondary"
                icon={<Share2 className="size-4" aria-hidden />}
                onClick={() => setIsShareOpen(true)}
              >
                {t('session.share')}
              </Button>
            ) : null
          }
        />
        <ShareSessionDialog
          open={isShareOpen}
          onOpenChange={setIsShareOpen}
          folderId={folderId}
          fileId={sessionId}
          name={session.data.name}
        />
      </>
    );
  }

  return <PageContainer size="wide">{content}</PageContainer>;
}
