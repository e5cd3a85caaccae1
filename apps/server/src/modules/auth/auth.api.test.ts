import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, buildTestApp, errorOf, registerTestUser, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload, headers });

describe('POST /api/auth/register', () => {
  it('400 with the field when the body is invalid, unknown fields refused', async () => {
    let res = await register({ email: 'not-an-email', password: 'long enough pw', name: 'Ana', ageConfirmed: true });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      code: 'VALIDATION',
      field: 'email',
      message: 'Please enter a valid email address.',
    });

    res = await register({ email: 'a@example.com', password: 'short', name: 'Ana', ageConfirmed: true });
    expect(errorOf(res)).toMatchObject({ code: 'VALIDATION', field: 'password' });

    res = await register({
      email: 'a@example.com',
      password: 'long enough pw',
      name: 'Ana',
      ageConfirmed: true,
      admin: true,
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'VALIDATION', field: 'admin' });
  });

  it('400 unless the minimum age is confirmed, translated by Accept-Language', async () => {
    const res = await register(
      { email: 'young@example.com', password: 'long enough pw', name: 'Ana', ageConfirmed: false },
      { 'accept-language': 'pt-PT,pt;q=0.9,en;q=0.5' },
    );
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({
      code: 'VALIDATION',
      field: 'ageConfirmed',
      message: 'Tem de ter pelo menos 13 anos para criar uma conta.',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'young@example.com', password: 'long enough pw' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('201 with a token and a FREE user; the email is trimmed and lower-cased; 409 when taken', async () => {
    const res = await register({
      email: '  Maria@Example.COM ',
      password: 'long enough pw',
      name: '  Maria ',
      ageConfirmed: true,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({ email: 'maria@example.com', name: 'Maria', plan: 'FREE', locale: 'en' });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // only a hash of the token is stored
    const stored = await t.ctx.db.selectFrom('auth_tokens').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(body.token);
    // the password is stored as an argon2id hash
    const user = await t.ctx.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'maria@example.com')
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);

    const again = await register({
      email: 'MARIA@example.com',
      password: 'another password',
      name: 'M',
      ageConfirmed: true,
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ code: 'CONFLICT', message: 'An account with this email already exists.' });
  });
});

describe('POST /api/auth/login, GET /api/auth/me, POST /api/auth/logout', () => {
  it('401 for a wrong password or an unknown email, with the same message', async () => {
    const user = await registerTestUser(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'wrong password' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'wrong password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(errorOf(wrong).message).toBe(errorOf(unknown).message);
  });

  it('logs in, reads me, logs out and the token stops working', async () => {
    const user = await registerTestUser(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    const { token } = login.json();
    expect(token).not.toBe(user.token);

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ uid: user.uid, email: user.email, plan: 'FREE' });

    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(errorOf(after).code).toBe('UNAUTHENTICATED');
    // the other token of the same user still works
    const other = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) });
    expect(other.statusCode).toBe(200);
  });

  it('401 without a token or with a malformed one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: 'Basic abc' } })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer('nope') })).statusCode).toBe(401);
  });
});

describe('profile, password and account deletion', () => {
  it('PATCH /api/auth/me changes name and language; errors then follow the user language', async () => {
    const user = await registerTestUser(t.app);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: bearer(user.token),
      payload: { locale: 'fr' },
    });
    expect(bad.statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: bearer(user.token),
      payload: { name: ' Rita ', locale: 'pt' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Rita', locale: 'pt' });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/directory/00000000-0000-4000-8000-000000000000',
      headers: bearer(user.token),
    });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe('Não encontrámos o que procurava.');
  });

  it('POST /api/auth/password checks the current password and signs out other tokens', async () => {
    const user = await registerTestUser(t.app);
    const second = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
      })
    ).json().token;
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: bearer(user.token),
      payload: { currentPassword: 'not it at all', newPassword: 'a brand new password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).field).toBe('currentPassword');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: bearer(user.token),
      payload: { currentPassword: user.password, newPassword: 'a brand new password' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(second) })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'a brand new password' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('DELETE /api/auth/me removes the account, its sessions and its files', async () => {
    const user = await registerTestUser(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/directory/root/file',
      headers: bearer(user.token),
      payload: { name: 'Biology' },
    });
    expect(created.statusCode).toBe(201);
    await t.storage.put(`users/${user.uid}/sessions/${created.json().id}/doc.pdf`, new Uint8Array([1, 2, 3]));
    const other = await registerTestUser(t.app);
    await t.storage.put(`users/${other.uid}/sessions/x/doc.pdf`, new Uint8Array([1]));

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) })).json().user.hasPassword,
    ).toBe(true);
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/me',
      headers: bearer(user.token),
      payload: { password: 'nope nope' },
    });
    expect(wrong.statusCode).toBe(400);
    // an account with a password cannot leave it out
    const missing = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/me',
      headers: bearer(user.token),
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.field).toBe('password');
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/me',
      headers: bearer(user.token),
      payload: { password: user.password },
    });
    expect(res.statusCode).toBe(204);
    expect(await t.ctx.db.selectFrom('sessions').select('id').where('owner_id', '=', user.uid).execute()).toEqual([]);
    expect(await t.ctx.db.selectFrom('users').select('id').where('id', '=', user.uid).execute()).toEqual([]);
    expect(t.storage.keys().filter((k) => k.includes(user.uid))).toEqual([]);
    expect(t.storage.keys()).toContain(`users/${other.uid}/sessions/x/doc.pdf`);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) })).statusCode).toBe(
      401,
    );
  });
});

describe('password reset', () => {
  it('503 when mail is not set up, and the providers say so', async () => {
    const providers = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(providers.json()).toEqual({
      google: false,
      passwordReset: false,
      oidc: null,
      passwordSignIn: true,
      signup: 'open',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: 'a@example.com' },
    });
    expect(res.statusCode).toBe(503);
    expect(errorOf(res)).toMatchObject({
      code: 'NOT_CONFIGURED',
      message: 'Password reset by email is not set up on this server.',
    });
  });
});

describe('rate limits and docs', () => {
  it('limits login attempts per minute with 429 and the error envelope', async () => {
    const limited = await buildTestApp({ config: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'x@example.com', password: 'whatever pw' },
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429) expect(errorOf(res).code).toBe('RATE_LIMITED');
      }
      expect(codes).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('serves health, OpenAPI built from the contracts, and security headers', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });
    expect(health.headers['x-content-type-options']).toBe('nosniff');
    expect(health.headers['content-security-policy']).toContain("default-src 'self'");
    expect(health.headers['x-request-id']).toBeTruthy();
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const doc = spec.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/directory/{folderId}/file/{fileId}', '/api/quota']),
    );
    expect(doc.paths['/api/auth/register'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['email', 'password', 'name', 'ageConfirmed']),
    );
    // each route's access shows in the document: public routes need no token, the rest a bearer
    expect(doc.paths['/api/auth/register'].post.security).toEqual([]);
    expect(doc.paths['/api/quota'].get.security).toBeUndefined();
    expect(doc.security).toEqual([{ bearer: [] }]);
  });

  it('answers unknown API paths with the 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe('NOT_FOUND');
  });
});

describe('per-account login throttling', () => {
  it('refuses an account’s logins after 10 failures in 15 minutes, whatever the address', async () => {
    const user = await registerTestUser(t.app);
    for (let i = 0; i < 10; i += 1) {
      const failed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: `203.0.113.${i + 1}`,
        payload: { email: user.email, password: `wrong password ${i}` },
      });
      expect(failed.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '198.51.100.7',
      payload: { email: user.email, password: user.password },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    // other accounts are not affected
    const other = await registerTestUser(t.app);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: other.email, password: other.password },
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('the device cookie (OWASP): a stranger cannot lock the owner out', () => {
  afterEach(() => vi.useRealTimers());

  const login = (email: string, password: string, remoteAddress: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { email, password },
      headers: cookie ? { cookie } : {},
    });
  /** The `name=value` part of the response's device cookie. */
  const deviceCookieOf = (res: Awaited<ReturnType<typeof login>>): string => {
    const header = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('mnemo_device='));
    expect(header).toBeDefined();
    return header!.split(';')[0]!;
  };

  it('25 failures over 2 minutes from one address; the owner on a device that signed in before still signs in, a new device is refused', async () => {
    const user = await registerTestUser(t.app);
    const before = await login(user.email, user.password, '192.0.2.10');
    expect(before.statusCode).toBe(200);
    const setCookie = ([] as string[])
      .concat(before.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('mnemo_device='))!;
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Strict/);
    expect(setCookie).toMatch(/; Path=\/api\/auth/);
    expect(Number(/Max-Age=(\d+)/.exec(setCookie)?.[1])).toBeGreaterThanOrEqual(365 * 86_400);
    const ownersDevice = deviceCookieOf(before);

    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      vi.setSystemTime(start + i * 5_000); // 25 guesses spread over 2 minutes
      statuses.push((await login(user.email, `wrong guess ${i}`, '203.0.113.99')).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(15).fill(429));

    // the owner, on the device that signed in before: signed in
    const owner = await login(user.email, user.password, '192.0.2.10', ownersDevice);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().user.email).toBe(user.email);
    // a new device (no cookie), the right password: still refused
    const fresh = await login(user.email, user.password, '192.0.2.11');
    expect(fresh.statusCode).toBe(429);
    expect(errorOf(fresh).code).toBe('RATE_LIMITED');
    // a forged or altered cookie is no device cookie
    const forged = ownersDevice.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await login(user.email, user.password, '192.0.2.12', forged)).statusCode).toBe(429);
    // another account's device cookie does not vouch for this one
    const other = await registerTestUser(t.app);
    const othersDevice = deviceCookieOf(await login(other.email, other.password, '192.0.2.13'));
    expect((await login(user.email, user.password, '192.0.2.13', othersDevice)).statusCode).toBe(429);
  });

  it('counts failures across processes: 5 guesses on one API and 5 on another lock the account on both', async () => {
    const user = await registerTestUser(t.app);
    // a second app on the same database: another process, its own memory
    const second = await buildTestApp({ database: t.database });
    try {
      const guess = (app: TestApp, i: number) =>
        app.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: `198.51.100.${i}`,
          payload: { email: user.email, password: `wrong ${i}` },
        });
      for (let i = 0; i < 10; i += 1) expect((await guess(i % 2 === 0 ? t : second, i)).statusCode).toBe(401);
      expect((await guess(t, 10)).statusCode).toBe(429);
      expect((await guess(second, 11)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('a device carrying the cookie is refused only after its own 10 failures', async () => {
    const user = await registerTestUser(t.app);
    const device = deviceCookieOf(await login(user.email, user.password, '192.0.2.20'));
    for (let i = 0; i < 10; i += 1)
      expect((await login(user.email, `wrong ${i}`, '192.0.2.20', device)).statusCode).toBe(401);
    expect((await login(user.email, user.password, '192.0.2.20', device)).statusCode).toBe(429);
    // its guesses did not lock the account for its other devices
    const second = deviceCookieOf(await login(user.email, user.password, '192.0.2.21'));
    expect(second).not.toBe(device);
  });
});
