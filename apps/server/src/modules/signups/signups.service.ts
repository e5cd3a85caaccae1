import {
  SIGNUP_MESSAGE_KEYS,
  type EarlyAccessSignupBody,
  type FeedbackBody,
  type NewsletterSignupBody,
} from '@mnemo/contracts/signups';
import type { Locale } from '@mnemo/domain/languages';
import * as repo from './signups.repository.ts';

/** The outcome of a sign-up: the message key of its confirmation (the same for new and known). */
export interface SignupResult {
  messageKey: (typeof SIGNUP_MESSAGE_KEYS)[keyof typeof SIGNUP_MESSAGE_KEYS];
}

// `locale` is the visitor's language: the form's own, else the request's (stored with the row).

/** Puts an address on the newsletter list; a known address answers exactly like a new one. */
export async function subscribeToNewsletter(
  db: repo.SignupsDb,
  input: NewsletterSignupBody,
  locale: Locale,
): Promise<SignupResult> {
  await repo.insertNewsletterSignup(db, { email: input.email, locale });
  return { messageKey: SIGNUP_MESSAGE_KEYS.newsletterConfirmed };
}

/** Records an educator's request for early access; a known address answers like a new one. */
export async function requestEarlyAccess(
  db: repo.SignupsDb,
  input: EarlyAccessSignupBody,
  locale: Locale,
): Promise<SignupResult> {
  await repo.insertEarlyAccessSignup(db, {
    email: input.email,
    name: input.name ?? null,
    role: input.role ?? null,
    locale,
  });
  return { messageKey: SIGNUP_MESSAGE_KEYS.earlyAccessConfirmed };
}

/** Stores a feedback message from the feedback prompt. */
export async function submitFeedback(db: repo.SignupsDb, input: FeedbackBody, locale: Locale): Promise<SignupResult> {
  await repo.insertFeedbackMessage(db, {
    message: input.message,
    email: input.email ?? null,
    page: input.page ?? null,
    locale,
  });
  return { messageKey: SIGNUP_MESSAGE_KEYS.feedbackReceived };
}
