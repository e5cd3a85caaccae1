import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { User } from '@mnemo/contracts/auth';
import { DEFAULT_LOCALE } from '@mnemo/domain/languages';
import { useUpdateMe } from '../../features/auth/api/update-me.ts';
import { changeUiLanguage, getUiLanguage } from '../../lib/i18n.ts';
import { readLangParam, readStoredLanguage } from '../../lib/language.ts';

/**
 * Spec §4: a valid `?lang=` wins and is saved, on load and whenever the location changes, so
 * back/forward re-reads it. Unsupported codes are ignored. A signed-in user's account follows the
 * language chosen on this device (by `?lang=` or saved here), so what the server writes — the
 * chat's "From your material:", its refusals, e-mails — is in the language on screen; with no
 * choice made on this device, the screen takes the account's language.
 */
export function LanguageSync({ user }: { user: User | null }) {
  const { search } = useLocation();
  const { mutate: updateMe } = useUpdateMe();
  useEffect(() => {
    const fromUrl = readLangParam(search);
    if (fromUrl) void changeUiLanguage(fromUrl);
  }, [search]);
  const accountLocale = user?.locale ?? null;
  useEffect(() => {
    if (accountLocale === null) return;
    const chosenHere = readLangParam(search) ?? readStoredLanguage();
    if (chosenHere === null) {
      // nothing chosen here: the screen still shows the default, the account knows better
      if (getUiLanguage() === DEFAULT_LOCALE && accountLocale !== DEFAULT_LOCALE) void changeUiLanguage(accountLocale);
    } else if (chosenHere !== accountLocale) {
      updateMe({ locale: chosenHere });
    }
  }, [accountLocale, search, updateMe]);
  return null;
}
