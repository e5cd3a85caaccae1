import { DEFAULT_LOCALE, isLocale, type Locale } from '@mnemo/domain/languages';

/** localStorage key of the chosen interface language (spec §4: it carries the product name). */
export const LANGUAGE_STORAGE_KEY = 'mnemo.lang';
export const LANGUAGE_PARAM = 'lang';

/** The BCP 47 tag for <html lang>: Portuguese is the European variant (ARCHITECTURE.md §1). */
export const HTML_LANG: Readonly<Record<Locale, string>> = { en: 'en', pt: 'pt-PT' };

/** The `lang` query parameter when it names a supported language; unsupported codes are ignored. */
export function readLangParam(search: string | URLSearchParams): Locale | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get(LANGUAGE_PARAM);
  return isLocale(value) ? value : null;
}

export function readStoredLanguage(): Locale | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    // Storage can be unavailable (private mode, sandboxed iframe): fall back to the default.
    return null;
  }
}

export function saveLanguage(locale: Locale): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Not being able to remember the choice must not break switching.
  }
}

/**
 * Spec §4: a valid `?lang=` wins and is saved; otherwise a saved valid language; otherwise en.
 */
export function resolveInitialLanguage(search: string): Locale {
  const fromUrl = readLangParam(search);
  if (fromUrl) {
    saveLanguage(fromUrl);
    return fromUrl;
  }
  return readStoredLanguage() ?? DEFAULT_LOCALE;
}
