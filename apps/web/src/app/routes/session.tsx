import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { ButtonLink } from '../../components/button-link.tsx';
import { InlineMessage } from '../../components/inline-message.tsx';
import { PageContainer } from '../../components/page-container.tsx';
import { SaveSharedSessionModal } from '../../components/save-shared-session-modal.tsx';
import { LoadingState } from '../../components/spinner.tsx';
import type { SessionFile } from '@mnemo/contracts/library';
import { DeleteSessionDialog } from '../../features/library/components/delete-session-dialog.tsx';
import { ShareSessionDialog } from '../../features/library/components/share-session-dialog.tsx';
import { MaterialPane, usePrefetchMaterial } from '../../features/material/components/material-pane.tsx';
import type { MaterialMark } from '../../features/material/components/material-mark.ts';
import { useSessionFile } from '../../features/session/api/get-session-file.ts';
import { SessionAccessError } from '../../features/session/components/session-access-error.tsx';
import { SessionOverview } from '../../features/session/components/session-overview.tsx';
import { GenerationStatus } from '../../features/session/components/generation-status.tsx';
import { ImportIntoSession } from '../../features/library/components/import-into-session.tsx';
import { CardPlayer } from '../../features/study/components/card-player.tsx';
import { QuizPanel } from '../../features/study/components/quiz-panel.tsx';
import { ChatPanel } from '../../features/study/components/chat-panel.tsx';
import { ProgressPanel } from '../../features/study/components/progress-panel.tsx';
import { GuidedPanel } from '../../features/guided/components/guided-panel.tsx';
import { ModeMenu } from '../../features/guided/components/mode-menu.tsx';
import { BreakCoachHost } from '../../features/guided/components/break-coach.tsx';
import { TopBarPortal } from '../shell/top-bar-slots.tsx';
import { useAuthToken } from '../../lib/auth-token.ts';
import { isApiError } from '../../lib/api-error.ts';
import { describeApiError, type ApiErrorMessages } from '../../lib/describe-api-error.ts';
import { i18n } from '../../lib/i18n.ts';
import { OpenAtContext, type MaterialLocation, type OpenAt } from '../../lib/open-at.ts';
import { paths } from '../../lib/paths.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { MATERIAL_TAB_ID, SessionWorkspace, type StudyTab } from '../session/session-workspace.tsx';
import { useSessionPlace } from '../session/use-session-place.ts';
import { WIDE_SCREEN_QUERY } from '../shell/app-layout.tsx';

/**
 * A readable session: the material pane beside (or, on small screens, in a tab next to) the study
 * pane, with `openAt` provided to every feature on the page.
 */
function SessionPage({
  session,
  folderId,
  shareToken,
}: {
  session: SessionFile;
  folderId: string;
  shareToken: string | undefined;
}) {
  const { t } = useTranslation(['app', 'material', 'study', 'guided']);
  const { place, setTab, setLocation } = useSessionPlace();
  const isWide = useMediaQuery(WIDE_SCREEN_QUERY);
  const [mark, setMark] = useState<MaterialMark | null>(null);
  const [isShareOpen, setIsShareOpen] = useState(false);
  // removing the last document asks whether the empty session goes too
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  // a share visitor may save a copy (spec §6): the banner and the study pane offer it
  const [isSaveOpen, setIsSaveOpen] = useState(false);
  const onSaveToLibrary = !session.isOwner && shareToken ? () => setIsSaveOpen(true) : undefined;
  const navigate = useNavigate();

  const openAt = useCallback<OpenAt>(
    (location: MaterialLocation) => {
      // A jump is a history entry of its own: Back returns to where the learner was.
      setLocation(location, { push: true, ...(isWide ? {} : { tab: MATERIAL_TAB_ID }) });
      setMark({ location, key: Date.now() });
    },
    [isWide, setLocation],
  );
  // a link that names a passage (`mark`, e.g. a library search result) opens it as `openAt` does
  const [searchParams, setSearchParams] = useSearchParams();
  const markedChunkId = searchParams.get('mark');
  const markedLocation = place.location;
  const [takenMarkId, setTakenMarkId] = useState<string | null>(null);
  if (markedChunkId && markedLocation && markedChunkId !== takenMarkId) {
    setTakenMarkId(markedChunkId);
    setMark({ location: { ...markedLocation, chunkId: markedChunkId }, key: (mark?.key ?? 0) + 1 });
  }
  useEffect(() => {
    if (!markedChunkId || !markedLocation) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('mark');
        if (!isWide) next.set('tab', MATERIAL_TAB_ID);
        return next;
      },
      { replace: true },
    );
  }, [markedChunkId, markedLocation, isWide, setSearchParams]);
  const onLocationChange = useCallback((location: MaterialLocation) => setLocation(location), [setLocation]);

  /*
   * The study pane's tabs, in order. Adding a tab is one entry here: its URL id, its label and its
   * panel (a feature's component; features never import each other, the route composes them).
   * Alt+1…9 selects them in this order.
   */
  const tabs: StudyTab[] = [
    {
      id: 'overview',
      label: t('material:layout.overview'),
      panel: (
        <SessionOverview
          session={session}
          onLastDocumentRemoved={() => setIsDeleteOpen(true)}
          actions={session.isOwner ? <ImportIntoSession session={session} /> : undefined}
        />
      ),
    },
    {
      id: 'flashcards',
      label: t('study:tabs.flashcards'),
      panel: (
        <CardPlayer
          session={session}
          shareToken={shareToken}
          onTakeQuiz={() => setTab('quiz')}
          onSaveToLibrary={onSaveToLibrary}
        />
      ),
    },
    { id: 'quiz', label: t('study:tabs.quiz'), panel: <QuizPanel session={session} shareToken={shareToken} /> },
    { id: 'chat', label: t('study:tabs.chat'), panel: <ChatPanel session={session} shareToken={shareToken} /> },
    // Statistics are of the owner's own reviews; a share visitor has none.
    ...(session.isOwner
      ? [{ id: 'progress', label: t('study:tabs.progress'), panel: <ProgressPanel sessionId={session.id} /> }]
      : []),
    ...(session.isOwner
      ? [
          {
            id: 'guided',
            label: t('guided:tab'),
            panel: (
              <GuidedPanel
                session={session}
                slots={{
                  flashcards: (concept) => (
                    <CardPlayer
                      session={session}
                      shareToken={shareToken}
                      concept={concept}
                      onTakeQuiz={() => undefined}
                    />
                  ),
                  quiz: (questionIds) => (
                    <QuizPanel session={session} shareToken={shareToken} questionIds={questionIds} />
                  ),
                }}
              />
            ),
          },
        ]
      : []),
  ];

  const header = (
    <header className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex min-w-0 items-center gap-2">
        <h1 className="truncate text-xl font-semibold tracking-tight text-fg sm:text-2xl">{session.name}</h1>
        {!session.isOwner ? (
          <span className="inline-flex shrink-0 rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-medium text-primary-soft-fg">
            {t('session.shared')}
          </span>
        ) : null}
      </div>
      {session.isOwner ? (
        <Button
          variant="secondary"
          size="sm"
          icon={<Share2 className="size-4" aria-hidden />}
          onClick={() => setIsShareOpen(true)}
        >
          {t('session.share')}
        </Button>
      ) : null}
      <GenerationStatus session={session} shareToken={shareToken} />
      {onSaveToLibrary ? (
        <InlineMessage tone="info" className="w-full">
          <span className="flex flex-wrap items-center justify-between gap-2">
            <span>{t('session.readOnly')}</span>
            <Button size="sm" onClick={onSaveToLibrary}>
              {t('saveShared.confirm')}
            </Button>
          </span>
        </InlineMessage>
      ) : null}
    </header>
  );

  const material = useMemo(
    () => (
      <MaterialPane
        session={session}
        location={place.location}
        onLocationChange={onLocationChange}
        mark={mark}
        shareToken={shareToken}
      />
    ),
    [session, place.location, onLocationChange, mark, shareToken],
  );

  return (
    <OpenAtContext.Provider value={openAt}>
      <BreakCoachHost session={session} />
      {session.isOwner ? (
        <TopBarPortal name="mode">
          <ModeMenu
            session={session}
            folderId={folderId}
            onChoose={(mode) => setTab(mode === 'freestyle' ? 'overview' : 'guided')}
          />
        </TopBarPortal>
      ) : null}
      <SessionWorkspace header={header} material={material} tabs={tabs} selectedTab={place.tab} onSelectTab={setTab} />
      {session.isOwner ? (
        <ShareSessionDialog
          open={isShareOpen}
          onOpenChange={setIsShareOpen}
          folderId={folderId}
          fileId={session.id}
          name={session.name}
        />
      ) : null}
      {session.isOwner ? (
        <DeleteSessionDialog
          open={isDeleteOpen}
          onOpenChange={setIsDeleteOpen}
          folderId={folderId}
          fileId={session.id}
          name={session.name}
          onDeleted={() => navigate(paths.home)}
        />
      ) : null}
      {onSaveToLibrary && shareToken ? (
        <SaveSharedSessionModal
          open={isSaveOpen}
          onOpenChange={setIsSaveOpen}
          sessionId={session.id}
          sessionName={session.name}
          shareToken={shareToken}
        />
      ) : null}
    </OpenAtContext.Provider>
  );
}

/**
 * Why a session does not open. Spec §8: an expired link says so; any other 403 shows the server's
 * message, else our own SHARE_TOKEN_INVALID text (issue 21 replaced the spec's "Share token is not
 * Unauthorized").
 */
function describeSessionRefusal(error: unknown, overrides: ApiErrorMessages): string {
  if (isApiError(error) && error.status === 403 && !overrides[error.code] && !error.hasServerMessage) {
    return i18n.t('errors:SHARE_TOKEN_INVALID');
  }
  return describeApiError(error, overrides);
}

/** /session?folder_id=…&session_id=…[&sharetoken=…] (spec §2). */
export function SessionRoute() {
  const { t } = useTranslation(['app', 'errors']);
  const [searchParams] = useSearchParams();
  const token = useAuthToken();
  const folderId = searchParams.get('folder_id') || 'root';
  const sessionId = searchParams.get('session_id');
  const shareToken = searchParams.get('sharetoken') ?? undefined;
  const session = useSessionFile(
    { folderId, fileId: sessionId ?? '', shareToken },
    { isEnabled: Boolean(sessionId && token) },
  );
  usePageTitle(session.data?.name ?? null);
  // the material pane's PDF starts loading now, not once the whole session page has rendered
  usePrefetchMaterial({
    session: session.data,
    documentId: sessionId && token ? searchParams.get('doc') : null,
    shareToken,
  });
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
        message={t('errors:session_unauthorized')}
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
  } else if (session.isError && !(session.data && (!isApiError(session.error) || session.error.code === 'NETWORK'))) {
    // a refetch that got no answer (offline; or restored so from the saved cache) keeps the session
    // already read: its Flashcards tab studies offline (ADR 100)
    content = (
      <SessionAccessError
        // Spec §5: a refused share link shows the server's message, else SHARE_TOKEN_INVALID's text.
        message={describeSessionRefusal(session.error, {
          UNAUTHENTICATED: t('errors:session_unauthorized'),
          NOT_FOUND: t('session.notFound'),
          SHARE_TOKEN_EXPIRED: t('errors:SHARE_TOKEN_EXPIRED'),
        })}
        actions={
          <ButtonLink to={paths.home} variant="secondary">
            {t('session.backHome')}
          </ButtonLink>
        }
      />
    );
  } else {
    return <SessionPage session={session.data} folderId={folderId} shareToken={shareToken} />;
  }

  return <PageContainer size="wide">{content}</PageContainer>;
}
