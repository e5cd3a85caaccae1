import type { SignupResponse } from '@mnemo/contracts/signups';
import type { Locale } from '@mnemo/domain/languages';
import { translate } from '@mnemo/i18n/translate';
import type { SignupResult } from './signups.service.ts';

/** A sign-up's answer: its confirmation in the visitor's language. */
export function presentSignup(result: SignupResult, locale: Locale): SignupResponse {
  return { ok: true, message: translate(locale, result.messageKey) };
}
