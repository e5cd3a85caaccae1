import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import type { Locale } from '@mnemo/domain/languages';
import { getAuthToken } from '../../../lib/auth-token.ts';
import { changeUiLanguage, getUiLanguage } from '../../../lib/i18n.ts';
import { readLangParam, readStoredLanguage } from '../../../lib/language.ts';
import { localizePath, splitLocalePath } from '../public-paths.ts';
import { PublicLocaleProvider, getPublicCopy } from '../public-locale.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * Frame of every public page, in the language of its URL. A visitor reading a page in a language
 * makes it the app's language too, so "Create your free account" opens the app in that language.
 * A signed-in learner keeps the language they chose: a page in the other one (a typed `/pricing`)
 * is replaced by its twin in theirs; only the page's own language switch (`?lang=`) changes it.
 */
export function PublicLayout({ locale }: { locale: Locale }) {
  const copy = getPublicCopy(locale);
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    // read here, not from the hydration-safe hook (null while the page hydrates, as the static page
    // is the same for all): deciding on that first null would switch a learner's app to the page's language
    const isSignedIn = getAuthToken() !== null;
    // a prerendered page hydrates in its own language: the learner's choice is the one saved here
    const chosen = readLangParam(search) ?? (isSignedIn ? readStoredLanguage() : null) ?? getUiLanguage();
    if (chosen === locale) return;
    if (isSignedIn && readLangParam(search) === null) {
      void navigate(`${localizePath(splitLocalePath(pathname).path, chosen)}${search}${hash}`, { replace: true });
      return;
    }
    void changeUiLanguage(locale);
  }, [locale, navigate, pathname, search, hash]);
  return (
    <PublicLocaleProvider locale={locale}>
      <div className="flex min-h-dvh flex-col bg-bg text-fg">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-control focus:bg-surface focus:px-4 focus:py-2 focus:shadow-pop"
        >
          {copy.nav.skip}
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="grow focus:outline-none">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
    </PublicLocaleProvider>
  );
}
