import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { app as enApp } from '@mnemo/i18n/locales/en/app';
import { errors as enErrors } from '@mnemo/i18n/locales/en/errors';
import { app as ptApp } from '@mnemo/i18n/locales/pt/app';
import { errors as ptErrors } from '@mnemo/i18n/locales/pt/errors';
import { pipeline as enPipeline } from '@mnemo/i18n/locales/en/pipeline';
import { pipeline as ptPipeline } from '@mnemo/i18n/locales/pt/pipeline';
import { wizard as enWizard } from '@mnemo/i18n/locales/en/wizard';
import { wizard as ptWizard } from '@mnemo/i18n/locales/pt/wizard';
import { material as enMaterial } from '@mnemo/i18n/locales/en/material';
import { material as ptMaterial } from '@mnemo/i18n/locales/pt/material';
import { study as enStudy } from '@mnemo/i18n/locales/en/study';
import { study as ptStudy } from '@mnemo/i18n/locales/pt/study';
import { billing as enBilling } from '@mnemo/i18n/locales/en/billing';
import { billing as ptBilling } from '@mnemo/i18n/locales/pt/billing';
import { guided as enGuided } from '@mnemo/i18n/locales/en/guided';
import { guided as ptGuided } from '@mnemo/i18n/locales/pt/guided';
import { exchange as enExchange } from '@mnemo/i18n/locales/en/exchange';
import { exchange as ptExchange } from '@mnemo/i18n/locales/pt/exchange';
import { scheduling as enScheduling } from '@mnemo/i18n/locales/en/scheduling';
import { scheduling as ptScheduling } from '@mnemo/i18n/locales/pt/scheduling';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@mnemo/domain/languages';
import { HTML_LANG, resolveInitialLanguage, saveLanguage } from './language.ts';

/**
 * The namespaces of the shared catalog that the app shows. Imported one by one rather than
 * through catalog.ts, so server-only and marketing namespaces stay out of the app's bundle; a
 * feature that needs another namespace adds one line per language here.
 */
export const WEB_RESOURCES = {
  en: {
    app: enApp,
    errors: enErrors,
    pipeline: enPipeline,
    wizard: enWizard,
    material: enMaterial,
    study: enStudy,
    billing: enBilling,
    guided: enGuided,
    exchange: enExchange,
    scheduling: enScheduling,
  },
  pt: {
    app: ptApp,
    errors: ptErrors,
    pipeline: ptPipeline,
    wizard: ptWizard,
    material: ptMaterial,
    study: ptStudy,
    billing: ptBilling,
    guided: ptGuided,
    exchange: ptExchange,
    scheduling: ptScheduling,
  },
} as const;

/** Creates an i18next instance over the web's namespaces, in both languages. */
export function createI18n(language: Locale): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: WEB_RESOURCES,
    lng: language,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: ['en', 'pt'],
    ns: Object.keys(WEB_RESOURCES.en),
    defaultNS: 'app',
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    // Resources are bundled, so initialise synchronously: the first render is already translated.
    initAsync: false,
    react: { useSuspense: false },
  });
  instance.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined' && isLocale(lng)) document.documentElement.lang = HTML_LANG[lng];
  });
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[language];
  return instance;
}

/** The app's one instance; its first language follows spec §4 (URL, then storage, then en). */
export const i18n = createI18n(
  typeof window === 'undefined' ? DEFAULT_LOCALE : resolveInitialLanguage(window.location.search),
);

export function getUiLanguage(): Locale {
  const current = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(current) ? current : DEFAULT_LOCALE;
}

/** Switches the interface language and remembers it (spec §4). */
export async function changeUiLanguage(locale: Locale): Promise<void> {
  saveLanguage(locale);
  if (getUiLanguage() !== locale) await i18n.changeLanguage(locale);
}
