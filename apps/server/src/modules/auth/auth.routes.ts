import {
  AuthProvidersSchema,
  AuthResponseSchema,
  ChangePasswordBodySchema,
  DeleteAccountBodySchema,
  LoginBodySchema,
  MeResponseSchema,
  PasswordResetBodySchema,
  PasswordResetRequestBodySchema,
  RegisterBodySchema,
  UpdateMeBodySchema,
} from '@mnemo/contracts/auth';
import { OkSchema } from '@mnemo/contracts/common';
import { ErrorEnvelopeSchema } from '@mnemo/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.ts';
import { getRequestLocale } from '../../plugins/locale.ts';
import * as auth from './auth.service.ts';
import type { BeforeAccountDeletion } from './auth.service.ts';
import { isGoogleConfigured } from './google.service.ts';
import { getOidcProvider } from './oidc.service.ts';
import { isPasswordSignInOn } from './signup-policy.ts';

const tags = ['auth'];

/** Accounts: register, login, me, logout, profile, password, deletion, reset (ARCHITECTURE.md §4). */
export async function authRoutes(
  app: FastifyInstance,
  options: { beforeAccountDeletion: BeforeAccountDeletion },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const rateLimit = { max: ctx.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };

  r.post(
    '/auth/register',
    {
      config: { access: 'public', rateLimit },
      schema: {
        operationId: 'register',
        summary: 'Create an account and sign in',
        tags,
        body: RegisterBodySchema,
        response: {
          201: AuthResponseSchema,
          400: ErrorEnvelopeSchema,
          403: ErrorEnvelopeSchema,
          409: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await auth.registerUser(ctx, request.body, getRequestLocale(request));
      const device = { cookieHeader: request.headers.cookie, isSecure: request.protocol === 'https' };
      void reply.header('set-cookie', await auth.issueSignInDeviceCookie(ctx, result.user.uid, device));
      return reply.status(201).send(result);
    },
  );

  r.post(
    '/auth/login',
    {
      config: { access: 'public', rateLimit },
      schema: {
        operationId: 'login',
        summary: 'Sign in with email and password',
        tags,
        body: LoginBodySchema,
        response: { 200: AuthResponseSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const device = { cookieHeader: request.headers.cookie, isSecure: request.protocol === 'https' };
      const { deviceCookie, ...result } = await auth.loginUser(ctx, request.body.email, request.body.password, device);
      // the device cookie: this account's per-account failure limit never refuses this device (ADR 069)
      void reply.header('set-cookie', deviceCookie);
      return result;
    },
  );

  r.get(
    '/auth/me',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getMe',
        summary: 'Read the signed-in user',
        tags,
        response: { 200: MeResponseSchema, 401: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      return { user: await auth.getCurrentUser(ctx, requireUser(request).id) };
    },
  );

  r.patch(
    '/auth/me',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'updateMe',
        summary: "Change the signed-in user's name or language",
        tags,
        body: UpdateMeBodySchema,
        response: { 200: MeResponseSchema },
      },
    },
    async (request) => ({ user: await auth.updateProfile(ctx, requireUser(request).id, request.body) }),
  );

  r.post(
    '/auth/password',
    {
      config: { access: 'authenticated', rateLimit },
      schema: {
        operationId: 'changePassword',
        summary: 'Change the password',
        tags,
        body: ChangePasswordBodySchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await auth.changePassword(ctx, user.id, user.tokenHash, request.body.currentPassword, request.body.newPassword);
      return { ok: true as const };
    },
  );

  r.delete(
    '/auth/me',
    {
      config: { access: 'authenticated', rateLimit },
      schema: {
        operationId: 'deleteMe',
        summary: 'Delete the account and everything it owns',
        tags,
        body: DeleteAccountBodySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await auth.deleteAccount(ctx, user.id, user.tokenHash, request.body.password, options.beforeAccountDeletion);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/auth/logout',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'logout',
        summary: 'Sign out (revoke the token)',
        tags,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await auth.logoutUser(ctx, requireUser(request).tokenHash);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/auth/providers',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'listAuthProviders',
        summary: 'List the sign-in options this server offers',
        tags,
        response: { 200: AuthProvidersSchema },
      },
    },
    async () => ({
      google: isGoogleConfigured(ctx),
      passwordReset: ctx.mailer !== null && isPasswordSignInOn(ctx.config),
      oidc: getOidcProvider(ctx),
      passwordSignIn: isPasswordSignInOn(ctx.config),
      signup: ctx.config.SIGNUP,
    }),
  );

  r.post(
    '/auth/password-reset/request',
    {
      config: { access: 'public', rateLimit },
      schema: {
        operationId: 'requestPasswordReset',
        summary: 'Email a password-reset link',
        tags,
        body: PasswordResetRequestBodySchema,
        response: { 202: OkSchema, 403: ErrorEnvelopeSchema, 503: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      auth.requestPasswordReset(ctx, request.body.email, getRequestLocale(request));
      return reply.status(202).send({ ok: true as const });
    },
  );

  r.post(
    '/auth/password-reset',
    {
      config: { access: 'public', rateLimit },
      schema: {
        operationId: 'resetPassword',
        summary: 'Set a new password with a reset token',
        tags,
        body: PasswordResetBodySchema,
        response: { 200: OkSchema, 400: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      await auth.resetPassword(ctx, request.body.token, request.body.newPassword);
      return { ok: true as const };
    },
  );
}
