import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin.ts';
import { drainBackgroundTasks } from '../../lib/background-tasks.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { startFakeGoogle } from '../../test/fake-google.ts';
import { startTestOidcProvider, type TestOidcAccount, type TestOidcProvider } from '../../test/oidc-test-provider.ts';
import { bearer, buildTestApp, type TestApp } from '../../test/test-app.ts';

const ORIGIN = 'http://mnemo.test';
let provider: TestOidcProvider;
let google: Awaited<ReturnType<typeof startFakeGoogle>>;
const apps: TestApp[] = [];

beforeAll(async () => {
  provider = await startTestOidcProvider({
    redirectUri: `${ORIGIN}/api/auth/oidc/callback`,
    account: { sub: 'p-1', email: 'one@school.example', email_verified: true },
  });
  google = await startFakeGoogle({ sub: 'g-1', email: 'someone@gmail.example', email_verified: true, name: 'G' });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await provider?.close();
  await google?.close();
});

async function buildApp(config: Record<string, string>, options: { mailer?: Mailer; database?: TestApp } = {}) {
  const t = await buildTestApp({
    config: {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_NAME: 'Escola',
      GOOGLE_CLIENT_ID: 'test-client',
      GOOGLE_CLIENT_SECRET: 'test-secret',
      GOOGLE_AUTH_URL: `${google.origin}/auth`,
      GOOGLE_TOKEN_URL: `${google.origin}/token`,
      GOOGLE_USERINFO_URL: `${google.origin}/userinfo`,
      PUBLIC_URL: ORIGIN,
      ...config,
    },
    mailer: options.mailer ?? null,
    ...(options.database ? { database: options.database.database, storage: options.database.storage } : {}),
  });
  if (!options.database) apps.push(t);
  return t;
}

const fragmentOf = (res: { headers: Record<string, unknown> }) =>
  new URLSearchParams(new URL(res.headers.location as string).hash.slice(1));

/** A whole OpenID Connect sign-in at `t` as `account` (age confirmed): the web app's callback fragment. */
async function oidcSignIn(t: TestApp, account: TestOidcAccount): Promise<URLSearchParams> {
  provider.setAccount(account);
  const started = await t.app.inject({ method: 'GET', url: '/api/auth/oidc?ageConfirmed=true' });
  const back = await provider.authorize(started.headers.location as string);
  const cookie = String(started.headers['set-cookie']).split(';')[0]!;
  return fragmentOf(await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie } }));
}

/** A Google sign-up at `t` (age confirmed) with the local Google's `good-code`. */
async function googleSignUp(t: TestApp): Promise<URLSearchParams> {
  const started = await t.app.inject({ method: 'GET', url: '/api/auth/google?ageConfirmed=true' });
  const state = new URL(started.headers.location as string).searchParams.get('state')!;
  const cookie = String(started.headers['set-cookie']).split(';')[0]!;
  return fragmentOf(
    await t.app.inject({
      method: 'GET',
      url: `/api/auth/google/callback?code=good-code&state=${state}`,
      headers: { cookie },
    }),
  );
}

const register = (t: TestApp, email: string, extra: Record<string, unknown> = {}, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { 'accept-language': language },
    payload: { email, password: 'correct horse', name: 'New', ageConfirmed: true, ...extra },
  });

describe('SIGNUP=oidc-only and PASSWORD_SIGNIN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildApp({ SIGNUP: 'oidc-only', OIDC_ALLOWED_DOMAINS: 'school.example, @staff.school.example' });
  });

  it('announces it: no password sign-in or reset, sign-up through the provider only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
      google: true,
      passwordReset: false,
      oidc: { name: 'Escola' },
      passwordSignIn: false,
      signup: 'oidc-only',
    });
  });

  it('refuses password and Google sign-up, and password sign-in and reset, each with its translated reason', async () => {
    const refused = await register(t, 'pupil@school.example');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'FORBIDDEN',
      message: 'On this server, new accounts are created by signing in with your organisation.',
    });
    expect((await register(t, 'pupil@school.example', {}, 'pt-PT')).json().error.message).toBe(
      'Neste servidor, as contas novas são criadas ao iniciar sessão com a sua organização.',
    );
    expect((await googleSignUp(t)).get('error')).toBe('signup_oidc_only');

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'one@school.example', password: 'whatever-it-is' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error.message).toBe(
      'Sign-in with a password is turned off on this server. Sign in with your organisation.',
    );
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: 'one@school.example' },
    });
    expect(reset.statusCode).toBe(403);
  });

  it('makes accounts through the provider only for the allowed domains', async () => {
    const made = await oidcSignIn(t, { sub: 'p-pupil', email: 'Pupil@School.example', email_verified: true });
    expect(made.get('token')).toBeTruthy();
    const staff = await oidcSignIn(t, { sub: 'p-staff', email: 'head@staff.school.example', email_verified: true });
    expect(staff.get('token')).toBeTruthy();
    const outsider = await oidcSignIn(t, { sub: 'p-out', email: 'guest@elsewhere.example', email_verified: true });
    expect(outsider.get('error')).toBe('oidc_domain_not_allowed');
    expect(
      await t.ctx.db.selectFrom('users').select('id').where('email', '=', 'guest@elsewhere.example').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('lets passwords sign in again with PASSWORD_SIGNIN=on', async () => {
    const withPasswords = await buildApp({ SIGNUP: 'oidc-only', PASSWORD_SIGNIN: 'on' }, { database: t });
    try {
      const lines = await runAdminCommand(withPasswords.ctx, ['reset-password', 'pupil@school.example']);
      const password = lines[1]!.replace('New password: ', '');
      const login = await withPasswords.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'pupil@school.example', password },
      });
      expect(login.statusCode, login.body).toBe(200);
      expect((await withPasswords.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toMatchObject({
        passwordSignIn: true,
        signup: 'oidc-only',
      });
      // sign-up stays closed to passwords
      expect((await register(withPasswords, 'other@school.example')).statusCode).toBe(403);
    } finally {
      await withPasswords.app.close();
    }
  });
});

describe('SIGNUP=invite', () => {
  let t: TestApp;
  const mails: Array<{ to: string; subject: string; text: string }> = [];
  beforeAll(async () => {
    t = await buildApp(
      { SIGNUP: 'invite' },
      {
        mailer: {
          send: async (message) => {
            mails.push(message);
          },
        },
      },
    );
  });

  const invite = async (email: string) => {
    const lines = await runAdminCommand(t.ctx, ['invite', email]);
    expect(lines[0]).toMatch(new RegExp(`^${email.toLowerCase()} is invited until .+ \\(e-mailed\\)\\.$`));
    const link = new URL(lines[1]!.replace('Link: ', ''));
    expect(link.origin + link.pathname).toBe(`${ORIGIN}/register`);
    return link.searchParams.get('invitation')!;
  };

  it('refuses a sign-up without an open invitation, by any method', async () => {
    const res = await register(t, 'stranger@example.com');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      'This server is by invitation only, and this email address has no open invitation.',
    );
    expect((await googleSignUp(t)).get('error')).toBe('signup_invite_only');
    expect(
      (await oidcSignIn(t, { sub: 'p-stranger', email: 'stranger@example.com', email_verified: true })).get('error'),
    ).toBe('signup_invite_only');
  });

  it('takes an invited address once, with the link for a password sign-up; the invitation is e-mailed', async () => {
    const token = await invite('Invited@Example.com');
    await drainBackgroundTasks(t.ctx);
    expect(mails.at(-1)).toMatchObject({ to: 'invited@example.com', subject: 'You are invited to Mnemo' });
    expect(mails.at(-1)!.text).toContain(`invitation=${token}`);

    // the address alone does not do: registration never proves it
    expect((await register(t, 'invited@example.com')).statusCode).toBe(403);
    // nor the link with another address
    expect((await register(t, 'other@example.com', { invitation: token })).statusCode).toBe(403);
    const made = await register(t, 'invited@example.com', { invitation: token });
    expect(made.statusCode, made.body).toBe(201);
    const row = await t.ctx.db
      .selectFrom('invitations')
      .selectAll()
      .where('email', '=', 'invited@example.com')
      .executeTakeFirstOrThrow();
    expect(row.used_at).not.toBeNull();
    expect(row.user_id).toBe(made.json().user.uid);
    // the account exists now: inviting it again is refused
    await expect(runAdminCommand(t.ctx, ['invite', 'invited@example.com'])).rejects.toThrow();
  });

  it('takes an invited address through the provider only when the provider verified it', async () => {
    await invite('teacher@example.com');
    const unverified = await oidcSignIn(t, { sub: 'p-teacher-u', email: 'teacher@example.com', email_verified: false });
    expect(unverified.get('error')).toBe('signup_invite_only');
    const verified = await oidcSignIn(t, { sub: 'p-teacher', email: 'teacher@example.com', email_verified: true });
    const token = verified.get('token')!;
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().user.email).toBe('teacher@example.com');
  });

  it('closes an invitation after 14 days, and a new one replaces it', async () => {
    const first = await invite('late@example.com');
    const row = await t.ctx.db
      .selectFrom('invitations')
      .select(['created_at', 'expires_at'])
      .where('email', '=', 'late@example.com')
      .executeTakeFirstOrThrow();
    const days = (new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()) / 86_400_000;
    expect(days).toBeCloseTo(14, 1);
    await t.ctx.db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', 'late@example.com')
      .execute();
    expect((await register(t, 'late@example.com', { invitation: first })).statusCode).toBe(403);

    const second = await invite('late@example.com');
    const third = await invite('late@example.com');
    // the second link was replaced by the third
    expect((await register(t, 'late@example.com', { invitation: second })).statusCode).toBe(403);
    expect((await register(t, 'late@example.com', { invitation: third })).statusCode).toBe(201);
  });
});
