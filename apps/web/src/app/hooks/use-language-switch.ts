import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { Locale } from '@mnemo/domain/languages';
import { useUpdateMe } from '../../features/auth/api/update-me.ts';
import { useAuthToken } from '../../lib/auth-token.ts';
import { changeUiLanguage } from '../../lib/i18n.ts';
import { LANGUAGE_PARAM } from '../../lib/language.ts';

/**
 * Changes the interface language (spec §4): saved on this device; when the URL already carries
 * `lang` it is updated in place without a new history entry; a signed-in user's locale is saved
 * to the account so server messages follow.
 */
export function useLanguageSwitch(): (locale: Locale) => Promise<void> {
  const [, setSearchParams] = useSearchParams();
  const token = useAuthToken();
  const { mutate: updateMe } = useUpdateMe();
  return useCallback(
    async (locale: Locale) => {
      await changeUiLanguage(locale);
      setSearchParams(
        (current) => {
          if (!current.has(LANGUAGE_PARAM)) return current;
          const next = new URLSearchParams(current);
          next.set(LANGUAGE_PARAM, locale);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
      if (token) updateMe({ locale });
    },
    [setSearchParams, token, updateMe],
  );
}
