import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AuthResponse } from '@mnemo/contracts/auth';
import { setAuthToken } from '../../../lib/auth-token.ts';
import { changeUiLanguage, getUiLanguage } from '../../../lib/i18n.ts';
import { readLangParam, readStoredLanguage } from '../../../lib/language.ts';
import { clearQueryCache } from '../../../lib/query-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { updateMe } from '../api/update-me.ts';

/**
 * Stores the token and user after login, registration or Google sign-in. Language: a language
 * chosen on this device (URL or storage) is kept and saved to the account; on a device with no
 * choice yet, the account's language is adopted.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  return useCallback(
    (response: AuthResponse, { isNewAccount }: { isNewAccount: boolean }) => {
      // Nothing cached for a previous visitor may show to this user.
      clearQueryCache(queryClient);
      setAuthToken(response.token);
      queryClient.setQueryData(queryKeys.me, response.user);
      const chosenHere = readLangParam(window.location.search) ?? readStoredLanguage();
      if (chosenHere) {
        if (chosenHere !== response.user.locale && !isNewAccount) {
          updateMe({ locale: chosenHere })
            .then((user) => queryClient.setQueryData(queryKeys.me, user))
            .catch(() => undefined);
        }
      } else if (response.user.locale !== getUiLanguage()) {
        void changeUiLanguage(response.user.locale);
      }
    },
    [queryClient],
  );
}
