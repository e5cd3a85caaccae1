import type { Locale } from '@mnemo/domain/languages';
import type {
  EarlyAccessSignupBody,
  FeedbackBody,
  NewsletterSignupBody,
  SignupResponse,
} from '@mnemo/contracts/signups';

/** A refused sign-up: the server's translated message and the field it refused, if any. */
export class SignupError extends Error {
  readonly field: string | undefined;
  constructor(message: string, field?: string) {
    super(message);
    this.name = 'SignupError';
    this.field = field;
  }
}

/**
 * Posts a public form. Accept-Language is the page's language (not the app's saved one), so a
 * refusal comes back in the language the visitor is reading.
 */
async function postPublicForm(path: string, body: object, locale: Locale, fallbackMessage: string): Promise<SignupResponse> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': locale },
      body: JSON.stringify({ ...body, locale }),
    });
  } catch {
    throw new SignupError(fallbackMessage);
  }
  const payload = (await response.json().catch(() => null)) as
    | SignupResponse
    | { error?: { message?: string; field?: string } }
    | null;
  if (!response.ok || !payload || !('ok' in payload)) {
    const error = payload && 'error' in payload ? payload.error : undefined;
    throw new SignupError(error?.message || fallbackMessage, error?.field);
  }
  return payload;
}

export const postNewsletterSignup = (body: Omit<NewsletterSignupBody, 'locale'>, locale: Locale, fallback: string) =>
  postPublicForm('/signups/newsletter', body, locale, fallback);

export const postEarlyAccessSignup = (body: Omit<EarlyAccessSignupBody, 'locale'>, locale: Locale, fallback: string) =>
  postPublicForm('/signups/early-access', body, locale, fallback);

export const postFeedback = (body: Omit<FeedbackBody, 'locale'>, locale: Locale, fallback: string) =>
  postPublicForm('/feedback', body, locale, fallback);
