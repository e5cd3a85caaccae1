import { createContext, useContext, type ReactNode } from 'react';
import type { Locale } from '@mnemo/domain/languages';
import { catalog } from '@mnemo/i18n/catalog';

export type PublicCopy = (typeof catalog)['en']['public'];

const LocaleContext = createContext<Locale>('en');

/**
 * A public page's language comes from its URL (`/pt/…`), not from the app's saved language, so
 * the prerendered HTML and the hydrating client always agree.
 */
export function PublicLocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function usePublicLocale(): Locale {
  return useContext(LocaleContext);
}

export function getPublicCopy(locale: Locale): PublicCopy {
  return catalog[locale].public as PublicCopy;
}

/** The page's copy in its language. */
export function usePublicCopy(): PublicCopy {
  return getPublicCopy(usePublicLocale());
}

/** Fills `{{name}}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
