import type { Locale } from '@mnemo/domain/languages';
import type {
  EarlyAccessSignupBody,
  FeedbackBody,
  NewsletterSignupBody,
  SignupResponse,
} from '@mnemo/contracts/signups';
import { requestApi } from '../../../lib/api-client.ts';
import { PUBLIC_FORM_PATHS } from './form-paths.ts';

/**
 * Posts a public form in the page's language (not the app's saved one), so a refusal comes back
 * in the language the visitor is reading.
 */
function postPublicForm(path: string, body: object, locale: Locale): Promise<SignupResponse> {
  return requestApi<SignupResponse>(path, { method: 'POST', body: { ...body, locale }, language: locale });
}

export const postNewsletterSignup = (body: Omit<NewsletterSignupBody, 'locale'>, locale: Locale) =>
  postPublicForm(PUBLIC_FORM_PATHS.newsletter, body, locale);

export const postEarlyAccessSignup = (body: Omit<EarlyAccessSignupBody, 'locale'>, locale: Locale) =>
  postPublicForm(PUBLIC_FORM_PATHS.earlyAccess, body, locale);

export const postFeedback = (body: Omit<FeedbackBody, 'locale'>, locale: Locale) =>
  postPublicForm(PUBLIC_FORM_PATHS.feedback, body, locale);
