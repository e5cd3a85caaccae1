import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainBackgroundTasks } from '../../lib/background-tasks.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { startFakeGoogle } from '../../test/fake-google.ts';
import { bearer, buildTestApp, registerTestUser, type TestApp } from '../../test/test-app.ts';

let google: Awaited<ReturnType<typeof startFakeGoogle>>;
let t: TestApp;
const ORIGIN = 'http://mnemo.test';
const mails: Array<{ to: string; subject: string; text: string }> = [];
const mailer: Mailer = {
  send: async (message) => {
    mails.push(message);
  },
};

beforeAll(async () => {
  google = await startFakeGoogle({ sub: 'g-1', email: 'Ines@Example.com', email_verified: true, name: 'Inês' });
  t = await buildTestApp({
    config: {
      GOOGLE_CLIENT_ID: 'test-client',
      GOOGLE_CLIENT_SECRET: 'test-secret',
      GOOGLE_AUTH_URL: `${google.origin}/auth`,
      GOOGLE_TOKEN_URL: `${google.origin}/token`,
      GOOGLE_USERINFO_URL: `${google.origin}/userinfo`,
      PUBLIC_URL: ORIGIN,
    },
    mailer,
  });
});
afterAll(async () => {
  await t?.close();
  await google?.close();
});

/** Starts the flow and returns the state and the cookie the browser would keep. */
async function start(query = 'ageConfirmed=true') {
  const res = await t.app.inject({ method: 'GET', url: `/api/auth/google?${query}` });
  expect(res.statusCode).toBe(302);
  const location = new URL(res.headers.location as string);
  const cookie = String(res.headers['set-cookie']).split(';')[0]!;
  return { location, cookie, state: location.searchParams.get('state')! };
}

const callback = (query: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/auth/google/callback?${query}`,
    ...(cookie ? { headers: { cookie } } : {}),
  });

/** The user signs in at (the local) Google: the code and state it sends back to the callback. */
async function authorize(location: URL): Promise<{ code: string; state: string }> {
  const res = await fetch(location, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get('location')!);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}

const fragmentOf = (res: { headers: Record<string, unknown> }) =>
  new URLSearchParams(new URL(res.headers.location as string).hash.slice(1));

describe('Google sign-in (OAuth code flow against a local server speaking the protocol)', () => {
  it('is announced by /api/auth/providers and redirects to the authorisation URL with a state', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toMatchObject({ google: true });
    const { location, cookie, state } = await start();
    expect(location.origin + location.pathname).toBe(`${google.origin}/auth`);
    expect(location.searchParams.get('client_id')).toBe('test-client');
    expect(location.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/api/auth/google/callback`);
    expect(location.searchParams.get('scope')).toBe('openid email profile');
    expect(state.length).toBeGreaterThanOrEqual(32);
    expect(cookie).toMatch(/^mnemo_google_flow=/);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  });

  it('sends the PKCE verifier: a code authorised for one browser cannot be redeemed in another', async () => {
    google.setAccount({ sub: 'g-pkce', email: 'pkce@example.com', email_verified: true, name: 'Pkce' });
    const victim = await start();
    const stolen = await authorize(victim.location);
    const attacker = await start();
    const injected = await callback(`code=${stolen.code}&state=${attacker.state}`, attacker.cookie);
    expect(fragmentOf(injected).get('error')).toBe('google_failed');
    // the same code with its own browser's flow works
    const own = await start();
    const code = await authorize(own.location);
    const res = await callback(`code=${code.code}&state=${code.state}`, own.cookie);
    expect(fragmentOf(res).get('token')).toBeTruthy();
    const sent = google.requests.filter((request) => request.path === '/token').at(-1)!.body!;
    expect(sent.get('code_verifier')).toMatch(/^[\w-]{43}$/);
    google.setAccount({ sub: 'g-1', email: 'Ines@Example.com', email_verified: true, name: 'Inês' });
  });

  it('refuses a callback without the matching state, and a bad code', async () => {
    const { cookie, state } = await start();
    let res = await callback(`code=good-code&state=${state}`);
    expect(fragmentOf(res).get('error')).toBe('google_state_invalid');
    res = await callback(`code=good-code&state=${state}x`, cookie);
    expect(fragmentOf(res).get('error')).toBe('google_state_invalid');
    res = await callback(`code=bad-code&state=${state}`, cookie);
    expect(fragmentOf(res).get('error')).toBe('google_failed');
  });

  it('creates an account only when the age was confirmed, then signs in with the same Google account', async () => {
    const noAge = await start('ageConfirmed=false');
    const refused = await callback(`code=good-code&state=${noAge.state}`, noAge.cookie);
    expect(fragmentOf(refused).get('error')).toBe('age_required');

    const { cookie, state } = await start('ageConfirmed=true&locale=pt');
    const res = await callback(`code=good-code&state=${state}`, cookie);
    expect(res.headers.location).toMatch(new RegExp(`^${ORIGIN}/auth/callback#token=`));
    const token = fragmentOf(res).get('token')!;
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json().user;
    expect(me).toMatchObject({ email: 'ines@example.com', name: 'Inês', plan: 'FREE', locale: 'pt' });

    const again = await start('');
    const second = await callback(`code=good-code&state=${again.state}`, again.cookie);
    const token2 = fragmentOf(second).get('token')!;
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token2) })).json().user.uid).toBe(
      me.uid,
    );
  });

  it('links a verified Google email to an existing password account; refuses an unverified one', async () => {
    const user = await registerTestUser(t.app, { email: 'rui@example.com' });
    google.setAccount({ sub: 'g-unverified', email: 'rui@example.com', email_verified: false, name: 'Rui' });
    let flow = await start();
    const refused = await callback(`code=good-code&state=${flow.state}`, flow.cookie);
    expect(fragmentOf(refused).get('error')).toBe('google_email_unverified');

    google.setAccount({ sub: 'g-2', email: 'rui@example.com', email_verified: true, name: 'Rui' });
    flow = await start('');
    const linked = await callback(`code=good-code&state=${flow.state}`, flow.cookie);
    const token = fragmentOf(linked).get('token')!;
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json().user.uid).toBe(
      user.uid,
    );

    // whoever registered the address first loses the account: password and sessions revoked
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) })).statusCode).toBe(
      401,
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(401);
    // and the address is told
    await drainBackgroundTasks(t.ctx);
    expect(mails.filter((mail) => mail.to === 'rui@example.com')).toEqual([
      expect.objectContaining({
        subject: 'Your Mnemo account now signs in with Google',
        text: expect.stringContaining('its password was removed'),
      }),
    ]);
  });

  it('deletes a Google-only account only after a fresh Google sign-in', async () => {
    google.setAccount({ sub: 'g-del', email: 'leaving@example.com', email_verified: true, name: 'Leaving' });
    const signIn = async () => {
      const flow = await start();
      const code = await authorize(flow.location);
      return fragmentOf(await callback(`code=${code.code}&state=${code.state}`, flow.cookie)).get('token')!;
    };
    const old = await signIn();
    // the account page learns it has no password to ask for
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(old) })).json().user,
    ).toMatchObject({ email: 'leaving@example.com', hasPassword: false });
    // that sign-in is now 11 minutes old
    await sql`update auth_tokens set created_at = now() - interval '11 minutes' where user_id = (select id from users where email = 'leaving@example.com')`.execute(
      t.ctx.db,
    );
    const refused = await t.app.inject({ method: 'DELETE', url: '/api/auth/me', headers: bearer(old), payload: {} });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'This account signs in with Google: sign in with Google again, then delete the account within 10 minutes.',
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(old) })).statusCode).toBe(200);

    const fresh = await signIn();
    // no password is asked of it (one sent anyway changes nothing)
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/auth/me', headers: bearer(fresh), payload: {} });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(fresh) })).statusCode).toBe(401);
    google.setAccount({ sub: 'g-1', email: 'Ines@Example.com', email_verified: true, name: 'Inês' });
  });

  it("leaves the device cookie a password sign-in leaves, keeping the device's other accounts, and the owner is not locked out on that device", async () => {
    const login = (email: string, password: string, remoteAddress: string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { email, password },
        headers: cookie ? { cookie } : {},
      });
    const deviceCookieOf = (res: { headers: Record<string, unknown> }): string | undefined =>
      ([] as string[])
        .concat((res.headers['set-cookie'] as string | string[] | undefined) ?? [])
        .find((c) => c.startsWith('mnemo_device='));
    // another account signed in on this device before
    const other = await registerTestUser(t.app);
    const othersDevice = deviceCookieOf(await login(other.email, other.password, '192.0.2.30'))!.split(';')[0]!;

    google.setAccount({ sub: 'g-device', email: 'device@example.com', email_verified: true, name: 'Device' });
    // the flow starts on our origin, where the device cookie is sent
    const started = await t.app.inject({
      method: 'GET',
      url: '/api/auth/google?ageConfirmed=true',
      headers: { cookie: othersDevice },
    });
    const flowCookie = String(started.headers['set-cookie']).split(';')[0]!;
    const code = await authorize(new URL(started.headers.location as string));
    // the callback is a navigation from Google: the SameSite=Strict device cookie does not come with it
    const res = await callback(`code=${code.code}&state=${code.state}`, flowCookie);
    const token = fragmentOf(res).get('token')!;
    const uid = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json().user
      .uid as string;
    const setCookie = deviceCookieOf(res);
    expect(setCookie).toBeDefined();
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Strict/);
    expect(setCookie).toMatch(/; Path=\/api\/auth/);
    expect(Number(/Max-Age=(\d+)/.exec(setCookie!)?.[1])).toBeGreaterThanOrEqual(365 * 86_400);
    const device = setCookie!.split(';')[0]!;
    const owners = device
      .slice('mnemo_device='.length)
      .split('~')
      .map((entry) => entry.split('.')[0]);
    expect(owners).toEqual([other.uid, uid]);
    // the flow's cookie is still cleared
    expect(([] as string[]).concat(res.headers['set-cookie'] as string[])).toContainEqual(
      expect.stringMatching(/^mnemo_google_flow=; /),
    );

    // the account gets a password later; a stranger guesses it 10 times
    const { password_hash: hash } = await t.ctx.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', other.uid)
      .executeTakeFirstOrThrow();
    await t.ctx.db.updateTable('users').set({ password_hash: hash }).where('id', '=', uid).execute();
    for (let i = 0; i < 10; i += 1)
      expect((await login('device@example.com', `wrong ${i}`, `203.0.113.${40 + i}`)).statusCode).toBe(401);
    // a new device is refused; the device Google signed in on is not
    expect((await login('device@example.com', other.password, '192.0.2.31')).statusCode).toBe(429);
    const owner = await login('device@example.com', other.password, '192.0.2.31', device);
    expect(owner.statusCode, owner.body).toBe(200);
    google.setAccount({ sub: 'g-1', email: 'Ines@Example.com', email_verified: true, name: 'Inês' });
  });

  it('is NOT_CONFIGURED without client credentials', async () => {
    const plain = await buildTestApp();
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toMatchObject({
        code: 'NOT_CONFIGURED',
        message: 'Google sign-in is not set up on this server.',
      });
    } finally {
      await plain.close();
    }
  });
});
