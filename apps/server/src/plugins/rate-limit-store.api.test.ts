import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

/*
 * Rate limits shared by every process on one database (ADR 103): two apps on the same database
 * stand for two API processes behind a load balancer; a client alternating between them gets the
 * limit once, not once per process.
 */
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await buildTestApp({ config: { AUTH_RATE_LIMIT_PER_MINUTE: '4' }, rateLimitStore: 'database' });
  second = await buildTestApp({
    config: { AUTH_RATE_LIMIT_PER_MINUTE: '4' },
    rateLimitStore: 'database',
    database: first.database,
  });
});

afterAll(async () => {
  await second?.close();
  await first?.close();
});

const login = (app: TestApp, email: string, address: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'whatever pw' },
    remoteAddress: address,
  });

describe('rate limits in the database', () => {
  it('counts one window across processes: the fifth attempt from an address is refused, whichever process gets it', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await login(i % 2 === 0 ? first : second, 'shared@example.com', '203.0.113.7')).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
    const refused = await login(second, 'shared@example.com', '203.0.113.7');
    expect(refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('keeps other addresses and other routes apart', async () => {
    for (let i = 0; i < 4; i++) await login(first, 'apart@example.com', '198.51.100.1');
    expect((await login(second, 'apart@example.com', '198.51.100.1')).statusCode).toBe(429);
    expect((await login(second, 'apart@example.com', '198.51.100.2')).statusCode).toBe(401);
    const rows = await first.ctx.db
      .selectFrom('rate_limit_hits')
      .select(['key', 'hits'])
      .where('key', 'like', '%198.51.100.%')
      .orderBy('key')
      .execute();
    expect(rows).toEqual([
      { key: 'POST/api/auth/login-ip:198.51.100.1', hits: 5 },
      { key: 'POST/api/auth/login-ip:198.51.100.2', hits: 1 },
    ]);
  });

  it('starts a new window once the last one ended', async () => {
    for (let i = 0; i < 5; i++) await login(first, 'window@example.com', '192.0.2.9');
    expect((await login(second, 'window@example.com', '192.0.2.9')).statusCode).toBe(429);
    // the window began over a minute ago (moved back rather than waited for)
    await first.ctx.db
      .updateTable('rate_limit_hits')
      .set({ window_start: new Date(Date.now() - 61_000) })
      .where('key', '=', 'POST/api/auth/login-ip:192.0.2.9')
      .execute();
    expect((await login(second, 'window@example.com', '192.0.2.9')).statusCode).toBe(401);
    const row = await first.ctx.db
      .selectFrom('rate_limit_hits')
      .select('hits')
      .where('key', '=', 'POST/api/auth/login-ip:192.0.2.9')
      .executeTakeFirstOrThrow();
    expect(row.hits).toBe(1);
  });
});
