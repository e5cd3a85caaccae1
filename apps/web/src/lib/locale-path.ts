import type { Locale } from '@mnemo/domain/languages';

/** The Portuguese twin of every public page lives under this prefix (ARCHITECTURE.md §1). */
export const PT_PREFIX = '/pt';

/**
 * The path of an English public path in a language: `/learn/pdf` → `/pt/learn/pdf`. Links from the
 * app to a public page (the pricing page) go through it, so a Portuguese user lands in Portuguese.
 */
export function localizePath(path: string, locale: Locale): string {
  return locale === 'pt' ? `${PT_PREFIX}${path}` : path;
}

/** Splits `/pt/learn/pdf` into its language and its English path. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  if (pathname === PT_PREFIX || pathname.startsWith(`${PT_PREFIX}/`)) {
    return { locale: 'pt', path: pathname.slice(PT_PREFIX.length) || '/' };
  }
  return { locale: 'en', path: pathname };
}
