import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { changeUiLanguage } from '../../lib/i18n.ts';
import { readLangParam } from '../../lib/language.ts';

/**
 * Spec §4: a valid `?lang=` wins and is saved, on load and whenever the location changes, so
 * back/forward re-reads it. Unsupported codes are ignored.
 */
export function LanguageSync() {
  const { search } = useLocation();
  useEffect(() => {
    const fromUrl = readLangParam(search);
    if (fromUrl) void changeUiLanguage(fromUrl);
  }, [search]);
  return null;
}
