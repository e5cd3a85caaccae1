import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_WRITE_LIMIT } from './app.ts';
import { bearer, buildTestApp, registerTestUser, type TestApp } from './test/test-app.ts';

// Writes to sessions are rate-limited per user: a script cannot hammer PATCH/PUT/POST on sessions.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('session writes', () => {
  it('answer 429 past the per-user limit, and only for that user', async () => {
    const one = await registerTestUser(t.app);
    const two = await registerTestUser(t.app);
    const patch = (token: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/sessions/${randomUUID()}/flashcards`,
        headers: bearer(token),
        payload: { add: [] },
      });
    const statuses: number[] = [];
    for (let i = 0; i < SESSION_WRITE_LIMIT.max; i++) statuses.push((await patch(one.token)).statusCode);
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    const refused = await patch(one.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    // another user's writes are not affected
    expect((await patch(two.token)).statusCode).not.toBe(429);
  });
});
