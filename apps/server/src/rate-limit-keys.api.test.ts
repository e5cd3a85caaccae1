import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from './test/test-app.ts';

/*
 * Rate limits count per signed-in user on authenticated routes, and per address on anonymous
 * ones (issue 21): a new user behind a school's or an office's shared address is not refused
 * because a colleague uploaded a lot.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
});
afterAll(async () => t?.close());

const SHARED_ADDRESS = '203.0.113.7';
let counter = 0;

/** A new account, registered from an address of its own (sign-ups are limited per address too). */
async function registerTestUser(): Promise<{ token: string; email: string }> {
  counter += 1;
  const email = `limits${counter}-${Date.now()}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: `192.0.2.${counter}`,
    payload: { email, password: 'correct horse battery', name: `Limits ${counter}`, ageConfirmed: true },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { token: (res.json() as { token: string }).token, email };
}

/** Sends `count` requests (refused by validation: they still count) and returns their statuses. */
async function hammer(url: string, token: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(token),
      remoteAddress: SHARED_ADDRESS,
      payload: {},
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('rate limits on authenticated routes', () => {
  for (const [url, max] of [
    ['/api/sessions', 30],
    ['/api/import', 20],
  ] as const) {
    it(`${url} (${max}/min) counts per user: a colleague on the same address is not refused`, async () => {
      const busy = await registerTestUser();
      const newcomer = await registerTestUser();
      const statuses = await hammer(url, busy.token, max);
      expect(statuses.filter((s) => s === 429)).toEqual([]);
      const refused = await hammer(url, busy.token, 1);
      expect(refused).toEqual([429]);
      const first = await hammer(url, newcomer.token, 1);
      expect(first[0]).not.toBe(429);
      expect(first[0]).toBeLessThan(500);
    });
  }
});

describe('rate limits on anonymous routes', () => {
  it('count per address: the fourth sign-in attempt from one address is refused, another address is not', async () => {
    const user = await registerTestUser();
    const login = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { email: user.email, password: 'wrong password here' },
      });
    for (let i = 0; i < 3; i++) expect((await login('198.51.100.1')).statusCode).toBe(401);
    expect((await login('198.51.100.1')).statusCode).toBe(429);
    expect((await login('198.51.100.2')).statusCode).toBe(401);
  });
});
