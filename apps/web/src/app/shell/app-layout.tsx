import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user.ts';
import { PromotionModal } from '../../features/billing/components/promotion-modal.tsx';
import { SessionSidebar } from '../../features/library/components/session-sidebar.tsx';
import { LibrarySearch } from '../../features/search/components/library-search.tsx';
import { cn } from '../../lib/cn.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { AnonymousSidebar } from './anonymous-sidebar.tsx';
import { LanguageSync } from './language-sync.tsx';
import { SidebarDrawer } from './sidebar-drawer.tsx';
import { TopBar } from './top-bar.tsx';
import { TopBarPortal, TopBarSlotsProvider } from './top-bar-slots.tsx';
import { MusicMenu } from '../../features/guided/music/music-menu.tsx';
import { useOfflinePackRefresh } from '../../features/study/offline/use-offline-pack.ts';

export const WIDE_SCREEN_QUERY = '(min-width: 1024px)';

// The service worker's registration and its "Update available" prompt (ADR 094): a chunk of its
// own, loaded by the app's pages in a production build only, so the public pages never load it.
const hasServiceWorker = import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
const UpdatePrompt = hasServiceWorker
  ? lazy(async () => ({ default: (await import('../pwa/update-prompt.tsx')).UpdatePrompt }))
  : null;

/**
 * The app shell: top bar on every page, the sidebar, then the page. On wide screens the sidebar
 * starts open beside the page (for visitors only on home, where its sign-up prompt belongs); on
 * small screens it is a drawer that starts closed and closes after choosing a link.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { user, isSignedIn } = useCurrentUser();
  const { pathname } = useLocation();
  const isWide = useMediaQuery(WIDE_SCREEN_QUERY);
  useOfflinePackRefresh(isSignedIn, hasServiceWorker);
  const isHome = pathname === '/';
  const panelRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The user's own open/close choice holds until the breakpoint or the signed-in state changes.
  const choiceKey = `${isWide}:${isSignedIn}`;
  const [choice, setChoice] = useState<{ key: string; isOpen: boolean } | null>(null);
  const isSidebarOpen = choice?.key === choiceKey ? choice.isOpen : isWide && (isSignedIn || isHome);
  const setIsSidebarOpen = useCallback((isOpen: boolean) => setChoice({ key: choiceKey, isOpen }), [choiceKey]);

  const closeSidebar = useCallback(() => setIsSidebarOpen(false), [setIsSidebarOpen]);
  const closeSidebarIfNarrow = useCallback(() => {
    if (!isWide) setIsSidebarOpen(false);
  }, [isWide, setIsSidebarOpen]);

  return (
    <TopBarSlotsProvider>
      <div className="min-h-dvh">
        <a
          href="#main"
          className="sr-only z-50 rounded-control bg-primary px-3 py-2 text-on-primary focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t('nav.skipToContent')}
        </a>
        <LanguageSync user={user} />
        <TopBar
          user={user}
          isSignedIn={isSignedIn}
          isSidebarOpen={isSidebarOpen}
          onToggleSidebar={() => setIsSidebarOpen(!isSidebarOpen)}
          toggleRef={toggleRef}
        />
        {isSignedIn ? (
          <TopBarPortal name="music">
            <MusicMenu />
          </TopBarPortal>
        ) : null}
        <SidebarDrawer isOpen={isSidebarOpen} onClose={closeSidebar} panelRef={panelRef} toggleRef={toggleRef}>
          {isSignedIn ? (
            <div className="flex h-full min-h-0 flex-col">
              <LibrarySearch onNavigate={closeSidebarIfNarrow} />
              <div className="min-h-0 flex-1">
                <SessionSidebar onNavigate={closeSidebarIfNarrow} />
              </div>
            </div>
          ) : (
            <AnonymousSidebar onNavigate={closeSidebarIfNarrow} />
          )}
        </SidebarDrawer>
        <main
          id="main"
          tabIndex={-1}
          className={cn('min-w-0 outline-none transition-[padding] duration-200', isSidebarOpen && 'lg:pl-sidebar')}
        >
          <Outlet />
        </main>
        {isHome ? <PromotionModal isSignedIn={isSignedIn} plan={user?.plan} /> : null}
        {UpdatePrompt ? (
          <Suspense fallback={null}>
            <UpdatePrompt />
          </Suspense>
        ) : null}
      </div>
    </TopBarSlotsProvider>
  );
}
