import { DEFAULT_LOCALE, type Locale } from '@mnemo/domain/languages';
import { readLangParam, readStoredLanguage, saveLanguage } from '../../../lib/language.ts';
import { localizePath, splitLocalePath } from '../../../lib/locale-path.ts';

export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * What a public page in `locale` does with the visitor's language when it opens, as the app's
 * PublicLayout does (spec §4): a `?lang=` is the choice and is saved; a signed-in learner keeps
 * the language they chose, so a page in the other one (a typed `/pricing`) is replaced by its twin
 * in theirs; anyone else reading a page makes its language the app's, so "Create your free
 * account" opens the app in it. Returns the URL to go to instead, or null to stay.
 */
export function settleLanguage(locale: Locale, location: PageLocation, isSignedIn: boolean): string | null {
  const fromUrl = readLangParam(location.search);
  if (fromUrl) saveLanguage(fromUrl);
  const stored = readStoredLanguage();
  const chosen = fromUrl ?? (isSignedIn ? stored : null) ?? stored ?? DEFAULT_LOCALE;
  if (chosen === locale) return null;
  if (isSignedIn && fromUrl === null) {
    return `${localizePath(splitLocalePath(location.pathname).path, chosen)}${location.search}${location.hash}`;
  }
  saveLanguage(locale);
  return null;
}
