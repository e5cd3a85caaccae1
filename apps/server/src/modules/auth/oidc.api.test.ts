import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestConfig } from '../../config.ts';
import { drainBackgroundTasks } from '../../lib/background-tasks.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { startTestOidcProvider, type TestOidcAccount, type TestOidcProvider } from '../../test/oidc-test-provider.ts';
import { bearer, buildTestApp, registerTestUser, type TestApp } from '../../test/test-app.ts';

const ORIGIN = 'http://mnemo.test';
const REDIRECT_URI = `${ORIGIN}/api/auth/oidc/callback`;
const mails: Array<{ to: string; subject: string; text: string }> = [];
const mailer: Mailer = {
  send: async (message) => {
    mails.push(message);
  },
};

let provider: TestOidcProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await startTestOidcProvider({
    redirectUri: REDIRECT_URI,
    account: { sub: 'school-1', email: 'Ana@School.example', email_verified: true, name: 'Ana' },
  });
  t = await buildTestApp({
    config: {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_NAME: 'Escola Azul',
      PUBLIC_URL: ORIGIN,
    },
    mailer,
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** Starts the flow at Mnemo: the provider's authorisation URL and the flow cookie the browser keeps. */
async function start(query = 'ageConfirmed=true') {
  const res = await t.app.inject({ method: 'GET', url: `/api/auth/oidc?${query}` });
  expect(res.statusCode, res.body).toBe(302);
  return {
    location: new URL(res.headers.location as string),
    cookie: String(res.headers['set-cookie']).split(';')[0]!,
  };
}

const callback = (back: URL, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    ...(cookie ? { headers: { cookie } } : {}),
  });

const fragmentOf = (res: { headers: Record<string, unknown> }) =>
  new URLSearchParams(new URL(res.headers.location as string).hash.slice(1));

/** A whole sign-in as `account`: the fragment the web app's callback page receives. */
async function signInAs(account: TestOidcAccount, query = 'ageConfirmed=true'): Promise<URLSearchParams> {
  provider.setAccount(account);
  const flow = await start(query);
  const back = await provider.authorize(flow.location);
  return fragmentOf(await callback(back, flow.cookie));
}

const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json().user;

describe('OpenID Connect sign-in (against a real provider, oidc-provider, on a local port)', () => {
  it('is announced by /api/auth/providers with its name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.json()).toEqual({
      google: false,
      passwordReset: true,
      oidc: { name: 'Escola Azul' },
      passwordSignIn: true,
      signup: 'open',
    });
  });

  it('redirects to the provider with PKCE, a state and a nonce, and the redirect URI under PUBLIC_URL', async () => {
    const { location, cookie } = await start();
    expect(location.origin).toBe(provider.issuer);
    expect(location.searchParams.get('client_id')).toBe(provider.clientId);
    expect(location.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(location.searchParams.get('response_type')).toBe('code');
    expect(location.searchParams.get('scope')).toBe('openid email profile');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('state')!.length).toBeGreaterThanOrEqual(32);
    expect(location.searchParams.get('nonce')!.length).toBeGreaterThanOrEqual(32);
    expect(cookie).toMatch(/^mnemo_oidc_flow=/);
  });

  it('creates an account on a first sign-in only with the age confirmation, then finds it by issuer and subject', async () => {
    const refused = await signInAs(
      { sub: 'school-new', email: 'new@school.example', email_verified: true, name: 'Nova' },
      'ageConfirmed=false',
    );
    expect(refused.get('error')).toBe('age_required');

    const first = await signInAs(
      { sub: 'school-new', email: 'new@school.example', email_verified: true, name: 'Nova' },
      'ageConfirmed=true&locale=pt',
    );
    const user = await me(first.get('token')!);
    expect(user).toMatchObject({ email: 'new@school.example', name: 'Nova', locale: 'pt', hasPassword: false });
    const identity = await t.ctx.db
      .selectFrom('oidc_identities')
      .selectAll()
      .where('user_id', '=', user.uid)
      .executeTakeFirstOrThrow();
    expect(identity).toMatchObject({ issuer: provider.issuer, subject: 'school-new' });

    // the provider changed the address: the same subject still reaches the same account
    const again = await signInAs({ sub: 'school-new', email: 'renamed@school.example', email_verified: true }, '');
    expect((await me(again.get('token')!)).uid).toBe(user.uid);
  });

  it('links a verified address to the account registered with it, under the rules Google sign-in follows', async () => {
    const owner = await registerTestUser(t.app, { email: 'teacher@school.example' });
    const fragment = await signInAs({ sub: 'school-teacher', email: 'Teacher@School.example', email_verified: true });
    expect((await me(fragment.get('token')!)).uid).toBe(owner.uid);
    // the password and every session of the account are gone, and the owner is told
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(owner.token) })).statusCode).toBe(
      401,
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: owner.password },
    });
    expect(login.statusCode).toBe(401);
    await drainBackgroundTasks(t.ctx);
    expect(mails.filter((mail) => mail.to === 'teacher@school.example')).toEqual([
      expect.objectContaining({
        subject: 'Your Mnemo account now signs in with Escola Azul',
        text: expect.stringContaining('its password was removed'),
      }),
    ]);
  });

  it('never links by an unverified address: a new account keyed by issuer and subject, or a refusal when the address is taken', async () => {
    const owner = await registerTestUser(t.app, { email: 'parent@school.example' });
    const taken = await signInAs({ sub: 'school-mallory', email: 'parent@school.example', email_verified: false });
    expect(taken.get('error')).toBe('external_email_taken');
    // the owner keeps the account, its password and its sessions
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(owner.token) })).statusCode).toBe(
      200,
    );

    const fresh = await signInAs({ sub: 'school-unverified', email: 'pupil@school.example' });
    const user = await me(fresh.get('token')!);
    expect(user.email).toBe('pupil@school.example');
    const identity = await t.ctx.db
      .selectFrom('oidc_identities')
      .select('subject')
      .where('user_id', '=', user.uid)
      .executeTakeFirstOrThrow();
    expect(identity.subject).toBe('school-unverified');
  });

  it.each([
    ['tampered', 'a payload changed under the signature'],
    ['expired', 'an expired token'],
    ['wrong-nonce', 'the nonce of another sign-in'],
    ['wrong-audience', 'a token for another client'],
  ] as const)('refuses an ID token that is %s (%s)', async (mode, _what) => {
    provider.setIdTokenMode(mode);
    try {
      const fragment = await signInAs({ sub: 'school-1', email: 'ana@school.example', email_verified: true });
      expect(fragment.get('error')).toBe('oidc_failed');
      expect(fragment.get('token')).toBeNull();
    } finally {
      provider.setIdTokenMode('as-issued');
    }
  });

  it('refuses a callback without its flow cookie or with another state, and a code redeemed twice', async () => {
    provider.setAccount({ sub: 'school-1', email: 'ana@school.example', email_verified: true });
    const flow = await start();
    const back = await provider.authorize(flow.location);
    expect(fragmentOf(await callback(back)).get('error')).toBe('oidc_state_invalid');
    const other = await start();
    expect(fragmentOf(await callback(back, other.cookie)).get('error')).toBe('oidc_state_invalid');
    const res = await callback(back, flow.cookie);
    expect(fragmentOf(res).get('token')).toBeTruthy();
    expect(String(res.headers['set-cookie'])).toMatch(/mnemo_oidc_flow=; /);
    // the same code again (a replay) is refused by the provider
    expect(fragmentOf(await callback(back, flow.cookie)).get('error')).toBe('oidc_failed');
  });

  it('a code authorised for one browser cannot be redeemed with another browser’s flow (PKCE)', async () => {
    provider.setAccount({ sub: 'school-1', email: 'ana@school.example', email_verified: true });
    const victim = await start();
    const stolen = await provider.authorize(victim.location);
    const attacker = await start();
    const attackerState = attacker.location.searchParams.get('state')!;
    const injected = new URL(stolen);
    injected.searchParams.set('state', attackerState);
    expect(fragmentOf(await callback(injected, attacker.cookie)).get('error')).toBe('oidc_failed');
  });

  it('refuses a suspended account', async () => {
    const fragment = await signInAs({ sub: 'school-suspended', email: 'gone@school.example', email_verified: true });
    const user = await me(fragment.get('token')!);
    await t.ctx.db.updateTable('users').set({ suspended_at: new Date() }).where('id', '=', user.uid).execute();
    const again = await signInAs({ sub: 'school-suspended', email: 'gone@school.example', email_verified: true }, '');
    expect(again.get('error')).toBe('account_suspended');
  });

  it('deletes an account that signs in through the provider only after a fresh sign-in', async () => {
    const account = { sub: 'school-leaving', email: 'leaving@school.example', email_verified: true };
    const old = (await signInAs(account)).get('token')!;
    const uid = (await me(old)).uid as string;
    await sql`update auth_tokens set created_at = now() - interval '11 minutes' where user_id = ${uid}`.execute(
      t.ctx.db,
    );
    const refused = await t.app.inject({ method: 'DELETE', url: '/api/auth/me', headers: bearer(old), payload: {} });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'This account signs in without a password: sign in again, then delete the account within 10 minutes.',
    );
    const fresh = (await signInAs(account, '')).get('token')!;
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/auth/me', headers: bearer(fresh), payload: {} });
    expect(deleted.statusCode).toBe(204);
    // its identity went with it
    expect(
      await t.ctx.db.selectFrom('oidc_identities').select('subject').where('subject', '=', 'school-leaving').execute(),
    ).toEqual([]);
  });

  it('sends the browser back to the app with a reason when the provider cannot be reached', async () => {
    const unreachable = await buildTestApp({
      config: {
        OIDC_ISSUER: 'http://127.0.0.1:9/realms/gone',
        OIDC_CLIENT_ID: 'mnemo',
        OIDC_CLIENT_SECRET: 'secret',
        PUBLIC_URL: ORIGIN,
      },
    });
    try {
      const res = await unreachable.app.inject({ method: 'GET', url: '/api/auth/oidc' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`${ORIGIN}/auth/callback#error=oidc_unavailable`);
    } finally {
      await unreachable.close();
    }
  });

  it('is NOT_CONFIGURED when not set up, and announced as null', async () => {
    const plain = await buildTestApp();
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/api/auth/oidc' });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe('Sign-in with your organisation is not set up on this server.');
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toMatchObject({
        oidc: null,
      });
    } finally {
      await plain.close();
    }
  });
});

describe('OpenID Connect settings', () => {
  const complete = {
    OIDC_ISSUER: 'https://id.school.example/realms/school',
    OIDC_CLIENT_ID: 'mnemo',
    OIDC_CLIENT_SECRET: 'secret',
    PUBLIC_URL: 'https://mnemo.school.example',
  };

  it('are read when complete', () => {
    expect(createTestConfig(complete)).toMatchObject({
      OIDC_ISSUER: complete.OIDC_ISSUER,
      OIDC_NAME: 'your organisation',
    });
  });

  it('refuse to start when incomplete, without PUBLIC_URL, or with an http issuer elsewhere than this machine', () => {
    expect(() => createTestConfig({ ...complete, OIDC_CLIENT_SECRET: '' })).toThrow(/go together/);
    expect(() => createTestConfig({ ...complete, PUBLIC_URL: '' })).toThrow(/needs PUBLIC_URL/);
    expect(() => createTestConfig({ ...complete, OIDC_ISSUER: 'http://id.school.example' })).toThrow(/OIDC_ISSUER/);
    expect(() => createTestConfig({ ...complete, OIDC_SCOPES: 'email profile' })).toThrow(/openid/);
    expect(createTestConfig({ ...complete, OIDC_ISSUER: 'http://127.0.0.1:8080' }).OIDC_ISSUER).toBe(
      'http://127.0.0.1:8080',
    );
  });
});
