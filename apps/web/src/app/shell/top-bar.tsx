import type { Ref } from 'react';
import { Link } from 'react-router';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@mnemo/contracts/auth';
import { ButtonLink } from '../../components/button-link.tsx';
import { Logo } from '../../components/logo.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { paths } from '../../lib/paths.ts';
import { AccountMenu } from './account-menu.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { TopBarSlot } from './top-bar-slots.tsx';

export const SIDEBAR_ID = 'app-sidebar';

/**
 * The top bar of every page (spec §2): sidebar toggle and home link (signed in), mode slot,
 * language, music slot (signed in), login (anonymous), avatar (signed in).
 */
export function TopBar({
  user,
  isSignedIn,
  isSidebarOpen,
  onToggleSidebar,
  toggleRef,
}: {
  user: User | null;
  isSignedIn: boolean;
  isSidebarOpen: boolean;
  onToggleSidebar: () => void;
  toggleRef: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 h-topbar border-b border-border bg-surface/85 backdrop-blur-md supports-[backdrop-filter]:bg-surface/70">
      <div className="flex h-full items-center gap-1.5 px-2 sm:gap-2 sm:px-4">
        {isSignedIn ? (
          <button
            ref={toggleRef}
            type="button"
            onClick={onToggleSidebar}
            aria-label={isSidebarOpen ? t('nav.closeSidebar') : t('nav.openSidebar')}
            aria-expanded={isSidebarOpen}
            aria-controls={SIDEBAR_ID}
            className="inline-flex size-10 items-center justify-center rounded-control text-muted transition-colors hover:bg-surface-2 hover:text-fg"
          >
            {isSidebarOpen ? (
              <PanelLeftClose className="size-5" aria-hidden />
            ) : (
              <PanelLeftOpen className="size-5" aria-hidden />
            )}
          </button>
        ) : null}
        <Link to={paths.home} aria-label={t('nav.home')} className="rounded-control px-1.5 py-1">
          {/* below 400 px the mark alone leaves room for the session page's mode dropdown */}
          <Logo wordmarkClassName="max-[25rem]:hidden" />
        </Link>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <TopBarSlot name="mode" />
          <LanguageMenu />
          {isSignedIn ? <TopBarSlot name="music" /> : null}
          {isSignedIn ? (
            user ? (
              <AccountMenu user={user} />
            ) : (
              <Skeleton className="size-9 rounded-full" />
            )
          ) : (
            <ButtonLink to={paths.login()} size="sm">
              {t('topbar.login')}
            </ButtonLink>
          )}
        </div>
      </div>
    </header>
  );
}
