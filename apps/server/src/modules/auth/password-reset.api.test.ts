import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainBackgroundTasks } from '../../lib/background-tasks.ts';
import { createMailer, type Mailer } from '../../lib/mailer.ts';
import { startFakeSmtp } from '../../test/fake-smtp.ts';
import { bearer, buildTestApp, errorOf, registerTestUser, type TestApp } from '../../test/test-app.ts';

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await buildTestApp({
    config: { PUBLIC_URL: 'https://study.example.org', SMTP_URL: smtp.url },
    mailer: createMailer(smtp.url, 'Mnemo <no-reply@study.example.org>'),
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('password reset by email (over SMTP to a local server)', () => {
  it('400 for a bad email; 202 for an unknown one without sending anything', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email: 'nope' } }))
        .statusCode,
    ).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: 'ghost@example.com' },
    });
    expect(res.statusCode).toBe(202);
    await drainBackgroundTasks(t.ctx);
    expect(smtp.mails).toHaveLength(0);
  });

  it('emails a one-hour link in the user language; the token works once and signs out every session', async () => {
    const user = await registerTestUser(t.app, { locale: 'pt' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(202);
    await drainBackgroundTasks(t.ctx);
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0]!;
    expect(mail.to).toEqual([`<${user.email}>`]);
    expect(mail.data).toContain('Reponha a sua palavra-passe');
    const unfolded = mail.data.replace(/=\n/g, '').replace(/=3D/g, '=');
    const token = /https:\/\/study\.example\.org\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(unfolded)?.[1];
    expect(token).toBeTruthy();

    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { token, newPassword: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { token: decodeURIComponent(token!), newPassword: 'a completely new one' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) })).statusCode).toBe(
      401,
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'a completely new one' },
    });
    expect(login.statusCode).toBe(200);

    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { token: decodeURIComponent(token!), newPassword: 'yet another password' },
    });
    expect(reused.statusCode).toBe(400);
    expect(errorOf(reused)).toMatchObject({
      field: 'token',
      message: 'This password reset link is not valid or has expired.',
    });
  });

  /** Requests a reset link for an address and returns its token, read from the e-mail sent. */
  async function requestResetToken(email: string): Promise<string> {
    const sent = smtp.mails.length;
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email } })).statusCode,
    ).toBe(202);
    await drainBackgroundTasks(t.ctx);
    expect(smtp.mails).toHaveLength(sent + 1);
    const unfolded = smtp.mails.at(-1)!.data.replace(/=\n/g, '').replace(/=3D/g, '=');
    return decodeURIComponent(/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(unfolded)![1]!);
  }

  it('a reset voids every other outstanding reset link', async () => {
    const user = await registerTestUser(t.app);
    const first = await requestResetToken(user.email);
    const second = await requestResetToken(user.email);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { token: second, newPassword: 'a completely new one' },
    });
    expect(ok.statusCode).toBe(200);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { token: first, newPassword: 'the attacker’s one' },
    });
    expect(old.statusCode).toBe(400);
    expect(errorOf(old).field).toBe('token');
  });

  it('a password change voids every outstanding reset link', async () => {
    const user = await registerTestUser(t.app);
    const token = await requestResetToken(user.email);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: bearer(user.token),
      payload: { currentPassword: user.password, newPassword: 'a changed password' },
    });
    expect(changed.statusCode, changed.body).toBeLessThan(300);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { token, newPassword: 'the attacker’s one' },
    });
    expect(old.statusCode).toBe(400);
  });
});

describe('password reset request timing', () => {
  it('answers before anything is looked up or sent, the same for a known and an unknown address', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    const mailer: Mailer = {
      async send(message) {
        await held;
        sent.push(message.to);
      },
    };
    const smtpMailer = t.ctx.mailer;
    t.ctx.mailer = mailer;
    try {
      const user = await registerTestUser(t.app);
      // the mailer holds every message: the answers must not wait for it
      const known = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: { email: user.email },
      });
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: { email: 'ghost@example.com' },
      });
      expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
      expect(known.body).toBe(unknown.body);
      expect(sent).toEqual([]);
      release();
      await drainBackgroundTasks(t.ctx);
      expect(sent).toEqual([user.email]);
    } finally {
      release();
      await drainBackgroundTasks(t.ctx);
      t.ctx.mailer = smtpMailer;
    }
  });
});
