import { Link, useLocation } from 'react-router';
import { APP_PATHS, localizePath, splitLocalePath } from '../public-paths.ts';
import { usePublicCopy, usePublicLocale } from '../public-locale.tsx';
import { HREFLANG } from '../seo/page-head.ts';
import { Container } from './page-blocks.tsx';
import { useAuthToken } from '../../../lib/auth-token.ts';

const navLink = 'inline-flex min-h-11 items-center rounded-control px-2 text-sm font-medium text-muted hover:text-fg';
const primaryLink =
  'inline-flex min-h-11 items-center rounded-control bg-primary px-4 text-sm font-semibold text-on-primary hover:bg-primary-hover';

/**
 * The public top bar: wordmark, main links, the language twin, log in and sign up — or, for a
 * signed-in visitor, a way back into the app (after the page's script or the app has run: the
 * static page is the same for all).
 */
export function SiteHeader() {
  const copy = usePublicCopy();
  const locale = usePublicLocale();
  const { pathname } = useLocation();
  const isSignedIn = useAuthToken() !== null;
  const other = locale === 'en' ? 'pt' : 'en';
  // The `lang` parameter makes the app save the choice on load (spec §4).
  const twin = `${localizePath(splitLocalePath(pathname).path, other)}?lang=${other}`;
  return (
    <header className="border-b border-border bg-surface">
      <Container className="flex min-h-14 flex-wrap items-center gap-x-4 gap-y-1 py-2">
        <Link
          to={APP_PATHS.home}
          aria-label={copy.nav.home}
          className="mr-3 inline-flex min-h-11 items-center text-xl font-bold tracking-tight text-fg"
        >
          Mnemo
        </Link>
        <nav aria-label={copy.nav.primary}>
          <ul className="flex flex-wrap items-center gap-x-1">
            <li>
              <Link to={localizePath('/pricing', locale)} className={navLink}>
                {copy.nav.pricing}
              </Link>
            </li>
            <li>
              <Link to={localizePath('/educators', locale)} className={navLink}>
                {copy.nav.educators}
              </Link>
            </li>
            <li>
              <Link to={localizePath('/blog', locale)} className={navLink}>
                {copy.nav.blog}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="ml-auto flex flex-wrap items-center gap-x-2">
          <Link
            to={twin}
            hrefLang={HREFLANG[other]}
            lang={HREFLANG[other]}
            title={copy.nav.switchToLabel}
            className={navLink}
          >
            {copy.nav.switchTo}
          </Link>
          {/* Both are in the page, one hidden: a prerendered page's script (islands/account.ts) shows the
              way back into the app once GET /api/auth/me has said who is signed in (ADR 101). */}
          <Link to={APP_PATHS.home} className={primaryLink} hidden={!isSignedIn} data-account="member">
            {copy.nav.openApp}
          </Link>
          <span className="contents" hidden={isSignedIn} data-account="visitor">
            <Link to={APP_PATHS.login} className={navLink}>
              {copy.nav.login}
            </Link>
            <Link to={APP_PATHS.register} className={primaryLink}>
              {copy.nav.register}
            </Link>
          </span>
        </div>
      </Container>
    </header>
  );
}
