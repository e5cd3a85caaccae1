import type { z } from 'zod';
import {
  EarlyAccessSignupBodySchema,
  FeedbackBodySchema,
  NewsletterSignupBodySchema,
  SIGNUP_MESSAGE_KEYS,
} from '@mnemo/contracts/signups';
import { isMessageKey } from '@mnemo/i18n/keys';
import { errors } from '../../lib/app-error.ts';
import type { SignupsRepository } from './signups.repository.ts';

type Locale = 'en' | 'pt';

/** The outcome of a sign-up: the message key of its confirmation (the same for new and known). */
export interface SignupResult {
  messageKey: string;
}

/** Parses a body, turning the first refused field into a translated 400 (VALIDATION + field). */
function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.map(String).join('.') || 'body';
  const key = issue && isMessageKey(issue.message) ? issue.message : SIGNUP_MESSAGE_KEYS.invalidField;
  throw errors.validation(field, key);
}

/** Puts an address on the newsletter list; a known address answers exactly like a new one. */
export async function subscribeToNewsletter({
  repo,
  body,
  requestLocale,
}: {
  repo: SignupsRepository;
  body: unknown;
  requestLocale: Locale;
}): Promise<SignupResult> {
  const input = parseBody(NewsletterSignupBodySchema, body);
  await repo.addNewsletterSignup({ email: input.email, locale: input.locale ?? requestLocale });
  return { messageKey: SIGNUP_MESSAGE_KEYS.newsletterConfirmed };
}

/** Records an educator's request for early access; a known address answers like a new one. */
export async function requestEarlyAccess({
  repo,
  body,
  requestLocale,
}: {
  repo: SignupsRepository;
  body: unknown;
  requestLocale: Locale;
}): Promise<SignupResult> {
  const input = parseBody(EarlyAccessSignupBodySchema, body);
  await repo.addEarlyAccessSignup({
    email: input.email,
    name: input.name ?? null,
    role: input.role ?? null,
    locale: input.locale ?? requestLocale,
  });
  return { messageKey: SIGNUP_MESSAGE_KEYS.earlyAccessConfirmed };
}

/** Stores a feedback message from the feedback prompt. */
export async function submitFeedback({
  repo,
  body,
  requestLocale,
}: {
  repo: SignupsRepository;
  body: unknown;
  requestLocale: Locale;
}): Promise<SignupResult> {
  const input = parseBody(FeedbackBodySchema, body);
  await repo.addFeedback({
    message: input.message,
    email: input.email ?? null,
    page: input.page ?? null,
    locale: input.locale ?? requestLocale,
  });
  return { messageKey: SIGNUP_MESSAGE_KEYS.feedbackReceived };
}
