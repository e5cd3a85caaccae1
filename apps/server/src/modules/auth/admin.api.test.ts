import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin.ts';
import { startTestOidcProvider, type TestOidcAccount, type TestOidcProvider } from '../../test/oidc-test-provider.ts';
import { buildTestApp, MISSING_ID, registerTestUser, type TestApp } from '../../test/test-app.ts';

const ORIGIN = 'http://mnemo.test';
let provider: TestOidcProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await startTestOidcProvider({
    redirectUri: `${ORIGIN}/api/auth/oidc/callback`,
    account: { sub: 'x', email: 'x@school.example', email_verified: true },
  });
  t = await buildTestApp({
    config: {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_ADMIN_GROUP: 'mnemo-admins',
      OIDC_GROUPS_CLAIM: 'groups',
      PUBLIC_URL: ORIGIN,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

const audit = async (token: string) =>
  (await t.call('GET', '/api/admin/audit', token)).json().entries as Array<{
    actor: string;
    action: string;
    target: string | null;
    detail: string | null;
  }>;

async function oidcSignIn(account: TestOidcAccount): Promise<string> {
  provider.setAccount(account);
  const started = await t.app.inject({ method: 'GET', url: '/api/auth/oidc?ageConfirmed=true' });
  const back = await provider.authorize(started.headers.location as string);
  const cookie = String(started.headers['set-cookie']).split(';')[0]!;
  const res = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie } });
  const fragment = new URLSearchParams(new URL(res.headers.location as string).hash.slice(1));
  expect(fragment.get('error')).toBeNull();
  return fragment.get('token')!;
}

describe('administrators', () => {
  let admin: Awaited<ReturnType<typeof registerTestUser>>;
  let member: Awaited<ReturnType<typeof registerTestUser>>;

  beforeAll(async () => {
    admin = await registerTestUser(t.app, { email: 'head@school.example' });
    member = await registerTestUser(t.app, { email: 'pupil@school.example', name: 'Pupil Silva' });
  });

  it('answer 401 to anyone not signed in and 403 to a user who is not an admin, on every /api/admin route', async () => {
    const routes = [
      ['GET', '/api/admin/users'],
      ['PATCH', `/api/admin/users/${MISSING_ID}`],
      ['DELETE', `/api/admin/users/${MISSING_ID}`],
      ['GET', '/api/admin/invitations'],
      ['POST', '/api/admin/invitations'],
      ['DELETE', `/api/admin/invitations/${MISSING_ID}`],
      ['GET', '/api/admin/usage'],
      ['GET', '/api/admin/audit'],
    ] as const;
    for (const [method, url] of routes) {
      expect(
        (await t.call(method, url, undefined, method === 'POST' ? { email: 'a@b.example' } : undefined)).statusCode,
      ).toBe(401);
      const res = await t.call(method, url, member.token, method === 'POST' ? { email: 'a@b.example' } : {});
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await t.call('GET', '/api/auth/me', member.token)).json().user.role).toBe('user');
  });

  it('an admin made on the command line (audited as cli) sees the users and searches them', async () => {
    expect(await runAdminCommand(t.ctx, ['set-role', admin.email, 'admin'])).toEqual([
      `${admin.email} is now an admin.`,
    ]);
    await expect(runAdminCommand(t.ctx, ['set-role', admin.email, 'boss'])).rejects.toThrow(/Unknown role/);
    expect((await t.call('GET', '/api/auth/me', admin.token)).json().user.role).toBe('admin');
    const all = (await t.call('GET', '/api/admin/users', admin.token)).json().users;
    expect(all.map((u: { email: string }) => u.email)).toEqual(expect.arrayContaining([admin.email, member.email]));
    const found = (await t.call('GET', '/api/admin/users?q=SILVA', admin.token)).json().users;
    expect(found).toEqual([
      expect.objectContaining({ email: member.email, role: 'user', plan: 'FREE', suspended: false }),
    ]);
    expect((await audit(admin.token))[0]).toMatchObject({
      actor: 'cli',
      action: 'set-role',
      target: admin.email,
      detail: 'admin',
    });
  });

  it('changes a plan, suspends (the tokens stop at once), reinstates and deletes, each written to the audit log', async () => {
    const url = `/api/admin/users/${member.uid}`;
    let res = await t.call('PATCH', url, admin.token, { plan: 'PERSONAL' });
    expect(res.json().user).toMatchObject({ plan: 'PERSONAL' });
    res = await t.call('PATCH', url, admin.token, { suspended: true });
    expect(res.json().user.suspended).toBe(true);
    expect((await t.call('GET', '/api/auth/me', member.token)).statusCode).toBe(401);
    res = await t.call('PATCH', url, admin.token, { suspended: false });
    expect(res.json().user.suspended).toBe(false);
    expect((await t.call('DELETE', url, admin.token)).statusCode).toBe(204);
    expect((await t.call('DELETE', url, admin.token)).statusCode).toBe(404);
    const entries = await audit(admin.token);
    expect(entries.slice(0, 4).map((e) => [e.actor, e.action, e.target, e.detail])).toEqual([
      [admin.email, 'delete-user', member.email, null],
      [admin.email, 'reinstate', member.email, null],
      [admin.email, 'suspend', member.email, null],
      [admin.email, 'set-plan', member.email, 'PERSONAL'],
    ]);
  });

  it('keeps the last admin: not demoted from the page or the command line, and an admin does not suspend itself', async () => {
    const res = await t.call('PATCH', `/api/admin/users/${admin.uid}`, admin.token, { role: 'user' });
    expect(res.statusCode).toBe(403);
    await expect(runAdminCommand(t.ctx, ['set-role', admin.email, 'user'])).rejects.toThrow(
      'The last administrator cannot stop being one. Make someone else an administrator first.',
    );
    expect(
      (await t.call('PATCH', `/api/admin/users/${admin.uid}`, admin.token, { suspended: true })).json().error.message,
    ).toBe('You cannot do this to your own account here.');
    expect((await t.call('GET', '/api/auth/me', admin.token)).json().user.role).toBe('admin');
  });

  it('invites from the page (the link to copy without mail), lists and withdraws invitations', async () => {
    const made = await t.call('POST', '/api/admin/invitations', admin.token, { email: 'New@School.example' });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ invitation: { email: 'new@school.example', usedAt: null }, emailed: false });
    expect(made.json().link).toMatch(
      new RegExp(`^${ORIGIN}/register\\?invitation=[\\w-]{43}&email=new%40school.example$`),
    );
    const listed = (await t.call('GET', '/api/admin/invitations', admin.token)).json().invitations;
    expect(listed[0]).toMatchObject({ email: 'new@school.example' });
    expect((await t.call('POST', '/api/admin/invitations', admin.token, { email: admin.email })).statusCode).toBe(409);
    expect((await t.call('DELETE', `/api/admin/invitations/${listed[0].id}`, admin.token)).statusCode).toBe(204);
    expect((await t.call('GET', '/api/admin/invitations', admin.token)).json().invitations).toEqual([]);
    expect((await audit(admin.token)).slice(0, 2).map((e) => e.action)).toEqual(['revoke-invitation', 'invite']);
  });

  it("shows the instance's usage by month", async () => {
    const usage = (await t.call('GET', '/api/admin/usage', admin.token)).json();
    expect(usage.periods).toHaveLength(12);
    expect(usage.periods[0]).toEqual({
      month: new Date().toISOString().slice(0, 7),
      documentsProcessed: 0,
      aiTokens: 0,
    });
    expect(usage.storageBytes).toBe(0);
  });

  it('gives the role of the group named in OIDC_ADMIN_GROUP at each sign-in, audited as oidc', async () => {
    const staff = {
      sub: 'k-staff',
      email: 'staff@school.example',
      email_verified: true,
      groups: ['teachers', '/mnemo-admins'],
    };
    let token = await oidcSignIn(staff);
    expect((await t.call('GET', '/api/auth/me', token)).json().user.role).toBe('admin');
    expect((await audit(admin.token))[0]).toMatchObject({
      actor: 'oidc',
      action: 'set-role',
      target: staff.email,
      detail: 'admin',
    });
    // left the group: a user again at the next sign-in
    token = await oidcSignIn({ ...staff, groups: ['teachers'] });
    expect((await t.call('GET', '/api/auth/me', token)).json().user.role).toBe('user');
    expect((await t.call('GET', '/api/admin/users', token)).statusCode).toBe(403);
  });

  it('leaves the last admin an admin when it signs in outside the group', async () => {
    const only = { sub: 'k-only', email: 'only@school.example', email_verified: true, groups: ['mnemo-admins'] };
    await oidcSignIn(only);
    // the other admins go
    await runAdminCommand(t.ctx, ['delete-user', admin.email]);
    const token = await oidcSignIn({ ...only, groups: [] });
    expect((await t.call('GET', '/api/auth/me', token)).json().user.role).toBe('admin');
  });
});
