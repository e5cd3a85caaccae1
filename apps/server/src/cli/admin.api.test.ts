import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, registerTestUser, type TestApp } from '../test/test-app.ts';
import { runAdminCommand } from './admin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('npm run admin', () => {
  it('lists users, sets a plan, suspends (tokens stop), reinstates, resets a password, deletes', async () => {
    const user = await registerTestUser(t.app);
    const me = () => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) });
    expect((await runAdminCommand(t.ctx, ['users'])).join('\n')).toContain(`${user.email}\t`);

    await expect(runAdminCommand(t.ctx, ['set-plan', user.email, 'GOLD'])).rejects.toThrow(/Unknown plan/);
    expect(await runAdminCommand(t.ctx, ['set-plan', user.email, 'personal'])).toEqual([
      `${user.email} is now on PERSONAL.`,
    ]);
    expect((await me()).json().user.plan).toBe('PERSONAL');
    const quota = await t.app.inject({ method: 'GET', url: '/api/quota', headers: bearer(user.token) });
    expect(quota.json().limits).toMatchObject({ documents: 75, exercises: 10000 });

    await runAdminCommand(t.ctx, ['suspend', user.email]);
    expect((await me()).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(403);

    await runAdminCommand(t.ctx, ['reinstate', user.email]);
    const lines = await runAdminCommand(t.ctx, ['reset-password', user.email]);
    const generated = lines[1]!.replace('New password: ', '');
    expect(generated.length).toBeGreaterThanOrEqual(8);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: generated },
    });
    expect(again.statusCode).toBe(200);

    await expect(runAdminCommand(t.ctx, ['suspend', 'nobody@example.com'])).rejects.toThrow(/No user/);
    await expect(runAdminCommand(t.ctx, ['frobnicate'])).rejects.toThrow(/Usage/);
    await runAdminCommand(t.ctx, ['delete-user', user.email]);
    expect((await runAdminCommand(t.ctx, ['users'])).join('\n')).not.toContain(user.email);
  });
});
