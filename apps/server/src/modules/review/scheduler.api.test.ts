import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIN_REVIEWS_TO_OPTIMIZE } from '@mnemo/domain/scheduler-fit';
import { applyRating, DEFAULT_PARAMETERS, type Schedule } from '@mnemo/domain/spaced-repetition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestSession,
  errorOf,
  registerTestUser,
  type TestApp,
  type TestUser,
} from '../../test/test-app.ts';
import { createOptimizerPool } from './optimizer/optimizer-pool.ts';
import { fitScheduler } from './optimizer/optimizer-tasks.ts';

/*
 * The learner's scheduler through the API (issue 24): GET/PATCH /api/me/scheduler, the fit
 * (POST /api/me/scheduler/optimize) on a real exported Anki review log, the workload, and the
 * fit in the scheduler's thread.
 */

const FIXTURE = path.resolve(
  import.meta.dirname,
  '../../../../../test/fixtures/review-logs/py-fsrs-josh-review-log.csv',
);

interface LogRow {
  card: string;
  rating: number;
  reviewedAt: Date;
  durationMs: number;
}
const realLog: LogRow[] = readFileSync(FIXTURE, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [card, rating, time, duration] = line.split(',');
    return { card: card!, rating: Number(rating), reviewedAt: new Date(time!), durationMs: Number(duration) };
  });

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

interface SchedulerBody {
  parameters: number[];
  desiredRetention: number;
  isPersonal: boolean;
  optimizedAt: string | null;
  reviewsUsed: number;
  reviewsAvailable: number;
  autoOptimize: boolean;
}

/**
 * Gives `user` the log as imported Anki history (kind `import`, as an imported deck's is): one card
 * per card of the log, the rows inserted in the order given. Returns the session and card ids.
 */
async function importLog(user: TestUser, rows: readonly LogRow[], name: string) {
  const cardKeys = [...new Set(rows.map((r) => r.card))].sort();
  const session = await createTestSession(t, user.token, {
    name,
    flashcards: cardKeys.map((key) => ({ front: `Card ${key}`, back: 'Back', difficulty: 'medium' })),
  });
  const idOf = new Map(cardKeys.map((key, i) => [key, session.flashcards[i]!.id]));
  const values = rows.map((r) => ({
    flashcard_id: idOf.get(r.card)!,
    session_id: session.id,
    user_id: user.uid,
    kind: 'import' as const,
    rating: r.rating,
    state_before: 'review' as const,
    scheduled_days_before: 0,
    reviewed_at: r.reviewedAt,
    duration_ms: r.durationMs,
  }));
  for (let i = 0; i < values.length; i += 2000)
    await t.ctx.db
      .insertInto('reviews')
      .values(values.slice(i, i + 2000))
      .execute();
  return { sessionId: session.id, cardIds: [...idOf.values()] };
}

describe('GET and PATCH /api/me/scheduler', () => {
  it('401 anonymous; the defaults for a learner who never fitted', async () => {
    expect((await t.call('GET', '/api/me/scheduler')).statusCode).toBe(401);
    expect((await t.call('PATCH', '/api/me/scheduler', undefined, { autoOptimize: true })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/me/scheduler/optimize')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/me/scheduler/workload')).statusCode).toBe(401);
    const user = await registerTestUser(t.app);
    const res = await t.call('GET', '/api/me/scheduler', user.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      parameters: [...DEFAULT_PARAMETERS],
      desiredRetention: 0.9,
      isPersonal: false,
      optimizedAt: null,
      reviewsUsed: 0,
      reviewsAvailable: 0,
      autoOptimize: false,
    });
  });

  it('takes exactly one of its three fields: anything else is 400 VALIDATION naming the field', async () => {
    const user = await registerTestUser(t.app);
    const cases: Array<[unknown, string]> = [
      [{}, 'desiredRetention'],
      [{ desiredRetention: 0.85, autoOptimize: true }, 'autoOptimize'],
      [{ resetParameters: true, desiredRetention: 0.8 }, 'resetParameters'],
      [{ desiredRetention: 0.69 }, 'desiredRetention'],
      [{ desiredRetention: 0.971 }, 'desiredRetention'],
      [{ desiredRetention: '0.9' }, 'desiredRetention'],
      [{ resetParameters: false }, 'resetParameters'],
      [{ autoOptimize: 'yes' }, 'autoOptimize'],
      [{ parameters: DEFAULT_PARAMETERS }, 'parameters'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call('PATCH', '/api/me/scheduler', user.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res), JSON.stringify(body)).toMatchObject({ code: 'VALIDATION', field });
    }
    const row = await t.ctx.db
      .selectFrom('learner_schedulers')
      .selectAll()
      .where('user_id', '=', user.uid)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('sets the retention (0.70 and 0.97 inclusive) and re-times the cards in review for it; monthly re-fitting on and off', async () => {
    const user = await registerTestUser(t.app);
    const session = await createTestSession(t, user.token, {
      name: 'Retention',
      flashcards: [{ front: 'Q', back: 'A', difficulty: 'medium' }],
    });
    const card = session.flashcards[0]!;
    const first = await t.call('POST', `/api/flashcards/${card.id}/review`, user.token, { rating: 'easy' });
    const reviewed = (first.json() as { flashcard: { schedule: Schedule } }).flashcard.schedule;
    expect(reviewed.state).toBe('review');
    for (const desiredRetention of [0.7, 0.97]) {
      const res = await t.call('PATCH', '/api/me/scheduler', user.token, { desiredRetention });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ desiredRetention, isPersonal: false, autoOptimize: false });
      const row = await t.ctx.db
        .selectFrom('flashcards')
        .select(['fsrs', 'due'])
        .where('id', '=', card.id)
        .executeTakeFirstOrThrow();
      const schedule = row.fsrs as unknown as Schedule;
      // the interval FSRS gives this stability at this retention, from the same last review
      const expected = applyRating(null, 'easy', new Date(reviewed.lastReview!), {
        scheduler: { parameters: DEFAULT_PARAMETERS, desiredRetention },
      }).schedule;
      expect(schedule.due).toBe(expected.due);
      expect(new Date(row.due!).toISOString()).toBe(expected.due);
    }
    // a higher retention brings the card back sooner than a lower one did
    expect((await t.call('PATCH', '/api/me/scheduler', user.token, { autoOptimize: true })).json()).toMatchObject({
      autoOptimize: true,
      desiredRetention: 0.97,
    });
    expect((await t.call('GET', '/api/me/scheduler', user.token)).json()).toMatchObject({
      autoOptimize: true,
      desiredRetention: 0.97,
      reviewsAvailable: 1,
    });
    // the learner's next review uses their retention
    await t.ctx.db
      .updateTable('flashcards')
      .set({ due: new Date(Date.now() - 1000) })
      .where('id', '=', card.id)
      .execute();
    const now = Date.now();
    const again = (
      await t.call('POST', `/api/flashcards/${card.id}/review`, user.token, { rating: 'medium' })
    ).json() as { flashcard: { schedule: Schedule } };
    const at97 = applyRating(reviewed, 'medium', new Date(now), {
      scheduler: { parameters: DEFAULT_PARAMETERS, desiredRetention: 0.97 },
    }).schedule;
    const at90 = applyRating(reviewed, 'medium', new Date(now), {}).schedule;
    expect(again.flashcard.schedule.scheduledDays).toBe(at97.scheduledDays);
    expect(at97.scheduledDays).toBeLessThan(at90.scheduledDays);
  });
});

describe('POST /api/me/scheduler/optimize', () => {
  it(`below ${MIN_REVIEWS_TO_OPTIMIZE} reviews: 200 with evaluation null, how many more are needed, and nothing changed`, async () => {
    const user = await registerTestUser(t.app);
    await importLog(user, realLog.slice(0, 150), 'Few reviews');
    const res = await t.call('POST', '/api/me/scheduler/optimize', user.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { scheduler: SchedulerBody; evaluation: unknown; reviewsNeeded: number };
    expect(body.evaluation).toBeNull();
    expect(body.reviewsNeeded).toBe(MIN_REVIEWS_TO_OPTIMIZE - 150);
    expect(body.scheduler).toMatchObject({
      isPersonal: false,
      parameters: [...DEFAULT_PARAMETERS],
      reviewsAvailable: 150,
      reviewsUsed: 0,
      optimizedAt: null,
    });
    // the claim is released: a second try answers the same, not 409
    expect((await t.call('POST', '/api/me/scheduler/optimize', user.token)).statusCode).toBe(200);
  });

  it('409 while a fit runs for the learner (another learner is not held up); a claim left by a stopped process is taken over', async () => {
    const user = await registerTestUser(t.app);
    await importLog(user, realLog.slice(0, 150), 'Claimed');
    await t.ctx.db
      .insertInto('learner_schedulers')
      .values({ user_id: user.uid, optimizing_since: new Date() })
      .execute();
    const busy = await t.call('POST', '/api/me/scheduler/optimize', user.token);
    expect(busy.statusCode).toBe(409);
    expect(errorOf(busy)).toMatchObject({
      code: 'CONFLICT',
      message: 'Your schedule is already being optimised. Please wait for it to finish.',
    });
    const other = await registerTestUser(t.app);
    expect((await t.call('POST', '/api/me/scheduler/optimize', other.token)).statusCode).toBe(200);
    await t.ctx.db
      .updateTable('learner_schedulers')
      .set({ optimizing_since: new Date(Date.now() - 11 * 60_000) })
      .where('user_id', '=', user.uid)
      .execute();
    expect((await t.call('POST', '/api/me/scheduler/optimize', user.token)).statusCode).toBe(200);
  });

  it(
    // (a second fit while one runs is refused: the 409 test above holds the claim, as a running
    // fit does; two requests sent together here could be served one after the other on a busy machine)
    'on a real Anki review log: out of sample the fitted parameters beat the defaults; the same log in any order gives the same parameters',
    { timeout: 120_000 },
    async () => {
      const user = await registerTestUser(t.app);
      await importLog(user, realLog, 'Josh');
      const res = await t.call('POST', '/api/me/scheduler/optimize', user.token);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as {
        scheduler: SchedulerBody;
        evaluation: {
          reviews: number;
          before: { logLoss: number; rmse: number };
          after: { logLoss: number; rmse: number };
        };
      };
      const { evaluation, scheduler } = body;
      // the latest 20 % of 12,580 reviews, less the first reviews and the same-day ones
      expect(evaluation.reviews).toBeGreaterThan(1000);
      expect(evaluation.reviews).toBeLessThan(realLog.length * 0.2);
      expect(evaluation.after.logLoss).toBeLessThan(evaluation.before.logLoss);
      expect(evaluation.after.rmse).toBeLessThan(evaluation.before.rmse);
      expect(scheduler).toMatchObject({
        isPersonal: true,
        reviewsUsed: realLog.length,
        reviewsAvailable: realLog.length,
        desiredRetention: 0.9,
      });
      expect(scheduler.parameters).toHaveLength(21);
      expect(scheduler.parameters).not.toEqual([...DEFAULT_PARAMETERS]);
      expect(Date.parse(scheduler.optimizedAt!)).toBeGreaterThan(Date.now() - 120_000);
      expect((await t.call('GET', '/api/me/scheduler', user.token)).json()).toEqual(scheduler);

      // the same log, inserted backwards for another learner, gives the same parameters
      const twin = await registerTestUser(t.app);
      await importLog(twin, [...realLog].reverse(), 'Josh again');
      const twinFit = (await t.call('POST', '/api/me/scheduler/optimize', twin.token)).json() as {
        scheduler: SchedulerBody;
        evaluation: unknown;
      };
      expect(twinFit.scheduler.parameters).toEqual(scheduler.parameters);
      expect(twinFit.evaluation).toEqual(evaluation);

      // reviews, previews and due lists use the learner's parameters from now on
      const session = await createTestSession(t, user.token, {
        name: 'After the fit',
        flashcards: [{ front: 'Q', back: 'A', difficulty: 'medium' }],
      });
      const card = session.flashcards[0]!;
      const before = Date.now();
      const reviewed = (
        await t.call('POST', `/api/flashcards/${card.id}/review`, user.token, { rating: 'easy' })
      ).json() as { flashcard: { schedule: Schedule } };
      const personal = applyRating(null, 'easy', new Date(before), {
        scheduler: { parameters: scheduler.parameters, desiredRetention: 0.9 },
      }).schedule;
      const defaults = applyRating(null, 'easy', new Date(before)).schedule;
      expect(reviewed.flashcard.schedule.stability).toBe(personal.stability);
      expect(personal.stability).not.toBe(defaults.stability);
      const due = (await t.call('GET', `/api/review/due?sessionId=${session.id}`, user.token)).json() as {
        scheduler: { parameters: number[]; desiredRetention: number };
      };
      expect(due.scheduler).toEqual({ parameters: scheduler.parameters, desiredRetention: 0.9 });

      // back to the defaults
      const reset = (
        await t.call('PATCH', '/api/me/scheduler', user.token, { resetParameters: true })
      ).json() as SchedulerBody;
      expect(reset).toMatchObject({
        isPersonal: false,
        optimizedAt: null,
        reviewsUsed: 0,
        parameters: [...DEFAULT_PARAMETERS],
        reviewsAvailable: realLog.length + 1,
      });

      // the workload of this learner, from their own cards and review times
      const workload = await t.call('GET', '/api/me/scheduler/workload', user.token);
      expect(workload.statusCode, workload.body).toBe(200);
      const w = workload.json() as {
        days: number;
        chosen: { desiredRetention: number; reviewsPerDay: number; minutesPerDay: number };
        compared: Array<{ desiredRetention: number; reviewsPerDay: number; minutesPerDay: number }>;
        optimalRetention: number;
        secondsPerReview: { pass: number; lapse: number; newCard: number };
      };
      expect(w.days).toBe(30);
      expect(w.chosen.desiredRetention).toBe(0.9);
      expect(w.compared.map((c) => c.desiredRetention)).toEqual([0.8, 0.85, 0.9, 0.95]);
      expect(w.compared[3]!.reviewsPerDay).toBeGreaterThan(w.compared[0]!.reviewsPerDay);
      expect(w.compared[3]!.minutesPerDay).toBeGreaterThan(w.compared[0]!.minutesPerDay);
      expect(w.optimalRetention).toBeGreaterThanOrEqual(0.7);
      expect(w.optimalRetention).toBeLessThanOrEqual(0.95);
    },
  );
});

describe('the scheduler thread', () => {
  it('fits in a thread of its own, with the same result as in the process', { timeout: 120_000 }, async () => {
    const pool = createOptimizerPool();
    try {
      const task = {
        log: realLog.slice(0, 3000).map((r) => [r.card, r.rating, r.reviewedAt.getTime()] as [string, number, number]),
        timeZone: 'UTC',
      };
      const [inThread, here] = [await pool.fitScheduler(task), await fitScheduler(task)];
      expect(inThread.threadId).not.toBe(0);
      expect(here.threadId).toBe(0);
      expect({ ...inThread, threadId: 0 }).toEqual(here);
      expect(inThread.kind).toBe('fitted');
    } finally {
      await pool.close();
    }
  });
});
