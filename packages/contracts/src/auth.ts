import { z } from 'zod';
import { LOCALES } from '@mnemo/domain/languages';
import { PLANS } from '@mnemo/domain/plans';
import { PASSWORD_MIN_LENGTH } from '@mnemo/domain/validation';
import { NameSchema } from './common.ts';
import { SIGNUP_MODES, USER_ROLES } from './values.ts';

export const UserSchema = z
  .object({
    uid: z.uuid(),
    email: z.email(),
    name: z.string(),
    plan: z.enum(PLANS),
    locale: z.enum(LOCALES),
    /** false for an account that signs in with Google only: deleting it takes a fresh Google sign-in */
    hasPassword: z.boolean(),
    /** `admin`: the Admin page and /api/admin */
    role: z.enum(USER_ROLES),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof UserSchema>;

const EmailSchema = z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(254));
const PasswordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(256);

export const RegisterBodySchema = z
  .object({
    email: EmailSchema,
    password: PasswordSchema,
    name: NameSchema,
    ageConfirmed: z.boolean(),
    locale: z.enum(LOCALES).optional(),
    /** the browser's time zone (IANA name): study days start at 04:00 in it; unknown names fall back to UTC */
    timeZone: z.string().max(64).optional(),
    /** the token of the invitation link (`/register?invitation=…`): what SIGNUP=invite asks of a password sign-up */
    invitation: z.string().min(10).max(200).optional(),
  })
  .strict();
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const LoginBodySchema = z.object({ email: EmailSchema, password: z.string().min(1).max(256) }).strict();
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const AuthResponseSchema = z.object({ token: z.string(), user: UserSchema });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const MeResponseSchema = z.object({ user: UserSchema });

export const UpdateMeBodySchema = z
  .object({ name: NameSchema.optional(), locale: z.enum(LOCALES).optional() })
  .strict();
export type UpdateMeBody = z.infer<typeof UpdateMeBodySchema>;

export const ChangePasswordBodySchema = z
  .object({ currentPassword: z.string().min(1).max(256), newPassword: PasswordSchema })
  .strict();
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** The password proves the owner; an account without one (Google only) sends none and needs a fresh Google sign-in. */
export const DeleteAccountBodySchema = z.object({ password: z.string().min(1).max(256).optional() }).strict();

export const PasswordResetRequestBodySchema = z.object({ email: EmailSchema }).strict();
export const PasswordResetBodySchema = z
  .object({ token: z.string().min(10).max(200), newPassword: PasswordSchema })
  .strict();

/** The sign-in options this server offers, and who may create an account (ADR 109). */
export const AuthProvidersSchema = z
  .object({
    google: z.boolean(),
    /** password reset by e-mail (SMTP set, and password sign-in on) */
    passwordReset: z.boolean(),
    /** OpenID Connect sign-in, with the provider's name for the button; null when not set up */
    oidc: z.object({ name: z.string() }).nullable(),
    /** sign-in with e-mail and password */
    passwordSignIn: z.boolean(),
    signup: z.enum(SIGNUP_MODES),
  })
  .meta({ id: 'AuthProviders' });
export type AuthProviders = z.infer<typeof AuthProvidersSchema>;
