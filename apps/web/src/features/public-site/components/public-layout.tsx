import { useEffect } from 'react';
import { Outlet } from 'react-router';
import type { Locale } from '@mnemo/domain/languages';
import { changeUiLanguage, getUiLanguage } from '../../../lib/i18n.ts';
import { PublicLocaleProvider, getPublicCopy } from '../public-locale.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * Frame of every public page, in the language of its URL. Reading a page in a language makes
 * it the app's language too, so "Create your free account" opens the app in that language.
 */
export function PublicLayout({ locale }: { locale: Locale }) {
  const copy = getPublicCopy(locale);
  useEffect(() => {
    if (getUiLanguage() !== locale) void changeUiLanguage(locale);
  }, [locale]);
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
