import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, registerTestUser, type TestApp } from '../../test/test-app.ts';
import { lockQuotaHolder, reserveExercises } from '../quota/quota.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

/** One reservation as the pipeline makes it: the user's row locked, then the exercises counted. */
const reserve = (userId: string, count: number) =>
  t.ctx.db.transaction().execute(async (trx) => {
    const holder = await lockQuotaHolder(trx, userId);
    if (!holder) throw new Error('no such user');
    await reserveExercises(trx, holder, count);
  });

describe('the plan’s exercises limit under concurrency', () => {
  it('lets 50 concurrent reservations at the edge of the limit take exactly what is left, never more', async () => {
    const { uid, token } = await registerTestUser(t.app);
    await reserve(uid, 980);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => reserve(uid, 1)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(
      refused.every((r) => (r.reason as { details?: { limit?: string } }).details?.limit === 'EXERCISES_LIMIT'),
    ).toBe(true);
    const quota = (await t.app.inject({ method: 'GET', url: '/api/quota', headers: bearer(token) })).json() as {
      exercisesGenerated: number;
    };
    expect(quota.exercisesGenerated).toBe(1000);
  });

  it('follows a plan change at once (the operator’s set-plan, or a paid upgrade)', async () => {
    const { uid } = await registerTestUser(t.app);
    await reserve(uid, 1000);
    await expect(reserve(uid, 1)).rejects.toMatchObject({ details: { limit: 'EXERCISES_LIMIT' } });
    await t.ctx.db.updateTable('users').set({ plan: 'STARTER' }).where('id', '=', uid).execute();
    await reserve(uid, 1000);
    await expect(reserve(uid, 1)).rejects.toMatchObject({ details: { limit: 'EXERCISES_LIMIT' } });
  });
});
