import { getBillingPeriod } from '@mnemo/domain/quota';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { bearer, buildTestApp, registerTestUser, type TestApp } from '../../test/test-app.ts';
import {
  assertExercisesAvailable,
  getQuota,
  type QuotaHolder,
  reserveExercises,
  reserveTokens,
} from './quota.service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

async function newHolder(): Promise<QuotaHolder & { token: string }> {
  const { uid, token } = await registerTestUser(t.app);
  const row = await t.ctx.db
    .selectFrom('users')
    .select(['plan', 'billing_anchor'])
    .where('id', '=', uid)
    .executeTakeFirstOrThrow();
  return { id: uid, plan: row.plan, billingAnchor: new Date(row.billing_anchor), token };
}

async function quotaOf(token: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/quota', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    exercisesGenerated: number;
    tokensConsumed: number;
    limits: { exercises: number; tokens: number };
  };
}

const reserve = (user: QuotaHolder, count: number, now?: Date) =>
  t.ctx.db.transaction().execute((trx) => reserveExercises(trx, user, count, now));

describe('exercises: reserveExercises', () => {
  it('counts within the limit and refuses, counting nothing, what would pass it', async () => {
    const user = await newHolder();
    await reserve(user, 990);
    expect((await quotaOf(user.token)).exercisesGenerated).toBe(990);

    const refused = await reserve(user, 11).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 'QUOTA_LIMIT',
      messageKey: 'quota_exercises',
      details: { limit: 'EXERCISES_LIMIT' },
    });
    expect((await quotaOf(user.token)).exercisesGenerated).toBe(990);

    await reserve(user, 10); // exactly up to the limit is allowed
    expect((await quotaOf(user.token)).exercisesGenerated).toBe(1000);
    await expect(assertExercisesAvailable(t.ctx.db, user)).rejects.toMatchObject({
      details: { limit: 'EXERCISES_LIMIT' },
    });
  });

  it('rolls back with the caller’s transaction: work refused later saves and counts nothing', async () => {
    const user = await newHolder();
    await expect(
      t.ctx.db.transaction().execute(async (trx) => {
        await reserveExercises(trx, user, 5);
        throw new Error('the save failed');
      }),
    ).rejects.toThrow('the save failed');
    expect((await quotaOf(user.token)).exercisesGenerated).toBe(0);
  });

  it('lets only one of two concurrent reservations through when both would not fit', async () => {
    const user = await newHolder();
    const results = await Promise.allSettled([reserve(user, 600), reserve(user, 600)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await quotaOf(user.token)).exercisesGenerated).toBe(600);
  });
});

describe('tokens: reserveTokens before a provider call, settle after', () => {
  it('reserves the estimate, settles the real count, and refuses once the month’s tokens are used up', async () => {
    const user = await newHolder();
    const first = await reserveTokens(t.ctx.db, user, 2000);
    expect((await quotaOf(user.token)).tokensConsumed).toBe(2000);
    await first.settle(1234);
    await first.settle(99); // only the first settlement counts
    expect((await quotaOf(user.token)).tokensConsumed).toBe(1234);
    const failed = await reserveTokens(t.ctx.db, user, 500);
    await failed.settle(0);
    expect((await quotaOf(user.token)).tokensConsumed).toBe(1234);
    await (await reserveTokens(t.ctx.db, user, 100_000 - 1234)).settle(100_000 - 1234);
    await expect(reserveTokens(t.ctx.db, user, 1)).rejects.toMatchObject({
      code: 'QUOTA_LIMIT',
      messageKey: 'quota_tokens',
      details: { limit: 'TOKENS_LIMIT' },
    });
  });

  it('20 parallel reservations at 99 % of the limit pass it by at most one reservation', async () => {
    const user = await newHolder();
    await (await reserveTokens(t.ctx.db, user, 99_000)).settle(99_000);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => reserveTokens(t.ctx.db, user, 1500)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect((await quotaOf(user.token)).tokensConsumed).toBeLessThanOrEqual(100_000 + 1500);
  });
});

describe('billing periods', () => {
  it('resets exercises and tokens at the next billing period', async () => {
    const user = await newHolder();
    const now = new Date();
    const next = getBillingPeriod(user.billingAnchor, now).end;
    await reserve(user, 1000, now);
    await reserveTokens(t.ctx.db, user, 100_000, now);
    await expect(reserveTokens(t.ctx.db, user, 0, now)).rejects.toBeInstanceOf(AppError);

    const later = await getQuota(
      t.ctx,
      { ...user, email: '', name: '', locale: 'en', tokenHash: '', role: 'user' },
      next,
    );
    expect(later).toMatchObject({ exercisesGenerated: 0, tokensConsumed: 0 });
    await reserveTokens(t.ctx.db, user, 0, next);
    await reserve(user, 1000, next);
  });

  it('GET /api/quota follows the account’s billing anchor', async () => {
    const user = await newHolder();
    await reserveTokens(t.ctx.db, user, 500);
    await reserve(user, 7);
    expect(await quotaOf(user.token)).toMatchObject({ exercisesGenerated: 7, tokensConsumed: 500 });
    // the anchor moves a month and a day back: today falls in a later period, which starts at zero
    const anchor = new Date(user.billingAnchor);
    anchor.setUTCMonth(anchor.getUTCMonth() - 1);
    anchor.setUTCDate(anchor.getUTCDate() - 1);
    await t.ctx.db.updateTable('users').set({ billing_anchor: anchor }).where('id', '=', user.id).execute();
    expect(await quotaOf(user.token)).toMatchObject({ exercisesGenerated: 0, tokensConsumed: 0 });
  });
});
