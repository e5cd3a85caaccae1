import { isApiError, type ApiErrorCode } from './api-error.ts';
import { i18n } from './i18n.ts';

/** What a screen says for a code instead of the server's message (already translated). */
export type ApiErrorMessages = Partial<Record<ApiErrorCode, string>>;

/**
 * The message a learner sees for a failed call, keyed on the envelope's `code` (never the HTTP
 * status, which several codes share): the screen's message for that code, else the server's own
 * message (translated by the server; "Something went wrong" when the answer had none). Anything
 * that is not an ApiError reads as "Something went wrong".
 */
export function describeApiError(error: unknown, overrides: ApiErrorMessages = {}): string {
  if (!isApiError(error)) return i18n.t('errors:error_something_wrong');
  const override = overrides[error.code];
  return override ?? error.message;
}
