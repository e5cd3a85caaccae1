import { z } from 'zod';
import { LOCALES } from '@mnemo/domain/languages';

/**
 * Newsletter, educator early-access and feedback sign-ups (issue 5). Each message is an i18n key
 * (`public:…`) so the server answers a refused field in the visitor's language: every check of these
 * bodies names its message (the error handler answers with a contract's own key, ADR 121).
 */
export const SIGNUP_MESSAGE_KEYS = {
  invalidEmail: 'public:signups.invalid_email',
  messageRequired: 'public:signups.message_required',
  messageTooLong: 'public:signups.message_too_long',
  invalidField: 'public:signups.invalid_field',
  newsletterConfirmed: 'public:signups.newsletter_confirmed',
  earlyAccessConfirmed: 'public:signups.early_access_confirmed',
  feedbackReceived: 'public:signups.feedback_received',
} as const;

export const FEEDBACK_MESSAGE_MAX_LENGTH = 5000;

/** Who asks for early access; the educator form offers these. */
export const EDUCATOR_ROLES = ['teacher', 'lecturer', 'tutor', 'school_leader', 'other'] as const;
export type EducatorRole = (typeof EDUCATOR_ROLES)[number];

// Emails are compared lower-cased, so the same inbox is never stored twice.
const EmailSchema = z
  .string({ error: SIGNUP_MESSAGE_KEYS.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, { error: SIGNUP_MESSAGE_KEYS.invalidEmail })
  .pipe(z.email({ error: SIGNUP_MESSAGE_KEYS.invalidEmail }));

const blankToUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const OptionalTextSchema = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: SIGNUP_MESSAGE_KEYS.invalidField })
      .trim()
      .max(max, { error: SIGNUP_MESSAGE_KEYS.invalidField })
      .optional(),
  );

const LocaleSchema = z.preprocess(
  blankToUndefined,
  z.enum(LOCALES, { error: SIGNUP_MESSAGE_KEYS.invalidField }).optional(),
);

// a body that is not an object at all (an array, a string) is refused with the form's own message
const formError = { error: SIGNUP_MESSAGE_KEYS.invalidField };

export const NewsletterSignupBodySchema = z
  .object({ email: EmailSchema, locale: LocaleSchema }, formError)
  .meta({ id: 'NewsletterSignupBody' });
export type NewsletterSignupBody = z.infer<typeof NewsletterSignupBodySchema>;

export const EarlyAccessSignupBodySchema = z
  .object(
    {
      email: EmailSchema,
      name: OptionalTextSchema(120),
      role: z.preprocess(
        blankToUndefined,
        z.enum(EDUCATOR_ROLES, { error: SIGNUP_MESSAGE_KEYS.invalidField }).optional(),
      ),
      locale: LocaleSchema,
    },
    formError,
  )
  .meta({ id: 'EarlyAccessSignupBody' });
export type EarlyAccessSignupBody = z.infer<typeof EarlyAccessSignupBodySchema>;

export const FeedbackBodySchema = z
  .object(
    {
      message: z
        .string({ error: SIGNUP_MESSAGE_KEYS.messageRequired })
        .trim()
        .min(1, { error: SIGNUP_MESSAGE_KEYS.messageRequired })
        .max(FEEDBACK_MESSAGE_MAX_LENGTH, { error: SIGNUP_MESSAGE_KEYS.messageTooLong }),
      email: z.preprocess(blankToUndefined, EmailSchema.optional()),
      page: OptionalTextSchema(500),
      locale: LocaleSchema,
    },
    formError,
  )
  .meta({ id: 'FeedbackBody' });
export type FeedbackBody = z.infer<typeof FeedbackBodySchema>;

/** The same answer whether the address was new or already on the list (nothing leaks). */
export const SignupResponseSchema = z
  .object({ ok: z.literal(true), message: z.string() })
  .meta({ id: 'SignupResponse' });
export type SignupResponse = z.infer<typeof SignupResponseSchema>;
