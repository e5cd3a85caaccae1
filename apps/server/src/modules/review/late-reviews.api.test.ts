import { applyRating, type Schedule } from '@mnemo/domain/spaced-repetition';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestSession,
  errorOf,
  registerTestUsers,
  type TestApp,
  type TestUser,
} from '../../test/test-app.ts';

/*
 * Reviews made offline and sent late (issue 26 item 3): each takes its place in the card's log at
 * the time it was made and the schedule is the one FSRS gives for those times, in whichever order
 * they arrive; undo takes back the review sent last.
 */

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  [owner] = await registerTestUsers(t.app, 2);
});
afterAll(async () => t?.close());

let counter = 0;
async function newCard(): Promise<string> {
  counter += 1;
  const session = await createTestSession(t, owner.token, {
    name: `Late ${counter}`,
    flashcards: [{ front: `F${counter}`, back: 'B', difficulty: 'medium' }],
  });
  return (session.flashcards as unknown as Array<{ id: string }>)[0]!.id;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const review = (
  cardId: string,
  rating: string,
  reviewedAt?: Date,
  reviewId: string = randomUUID(),
  headers: Record<string, string> = {},
) =>
  t.call(
    'POST',
    `/api/flashcards/${cardId}/review`,
    owner.token,
    { rating, reviewId, ...(reviewedAt ? { reviewedAt: reviewedAt.toISOString() } : {}) },
    headers,
  );

async function stored(cardId: string) {
  const row = await t.ctx.db
    .selectFrom('flashcards')
    .select(['fsrs', 'due'])
    .where('id', '=', cardId)
    .executeTakeFirstOrThrow();
  const log = await t.ctx.db
    .selectFrom('reviews')
    .select(['rating', 'reviewed_at', 'schedule_before', 'state_before', 'client_review_id'])
    .where('flashcard_id', '=', cardId)
    .orderBy('reviewed_at')
    .execute();
  return { schedule: row.fsrs as unknown as Schedule, due: row.due, log };
}

describe('POST /api/flashcards/:id/review with reviewedAt', () => {
  // two reviews made offline, 2 days and 1 hour ago (t1) and 20 hours ago (t2), synced now (t3)
  const now = Date.now();
  const t1 = new Date(now - 2 * DAY - HOUR);
  const t2 = new Date(now - 20 * HOUR);
  const afterT1 = applyRating(null, 'medium', t1).schedule;
  const expected = applyRating(afterT1, 'easy', t2).schedule;

  it('schedules reviews synced late at the times they were made (t1 then t2), not when they arrived', async () => {
    const card = await newCard();
    expect((await review(card, 'medium', t1)).statusCode).toBe(200);
    const res = await review(card, 'easy', t2);
    expect(res.statusCode, res.body).toBe(200);
    const { schedule, due, log } = await stored(card);
    expect(schedule).toEqual(expected);
    expect(res.json().flashcard.schedule).toEqual(expected);
    expect(new Date(due!).toISOString()).toBe(expected.due);
    expect(log.map((entry) => new Date(entry.reviewed_at).toISOString())).toEqual([t1.toISOString(), t2.toISOString()]);
    expect(log[1]!.schedule_before).toEqual(afterT1);
    // what arriving at t3 would have given is another schedule
    const atArrival = applyRating(applyRating(null, 'medium', new Date()).schedule, 'easy', new Date()).schedule;
    expect(schedule.due).not.toBe(atArrival.due);
  });

  it('gives the same schedule and log when the two arrive in reverse order (two devices)', async () => {
    const card = await newCard();
    expect((await review(card, 'easy', t2)).statusCode).toBe(200);
    expect((await stored(card)).schedule).toEqual(applyRating(null, 'easy', t2).schedule);
    const res = await review(card, 'medium', t1);
    expect(res.statusCode, res.body).toBe(200);
    const { schedule, log } = await stored(card);
    expect(schedule).toEqual(expected);
    expect(log.map((entry) => [new Date(entry.reviewed_at).toISOString(), entry.rating])).toEqual([
      [t1.toISOString(), 3],
      [t2.toISOString(), 4],
    ]);
    // the later review's "schedule before" was rewritten: it now follows the earlier one
    expect(log[0]!.schedule_before).toBeNull();
    expect(log[1]!.schedule_before).toEqual(afterT1);
    expect(log[1]!.state_before).toBe(afterT1.state);
  });

  it('applies a review sent again with its reviewId once', async () => {
    const card = await newCard();
    const id = randomUUID();
    expect((await review(card, 'medium', t1, id)).statusCode).toBe(200);
    expect((await review(card, 'easy', t2)).statusCode).toBe(200);
    const again = await review(card, 'medium', t1, id);
    expect(again.statusCode).toBe(200);
    expect(again.json().flashcard.schedule).toEqual(expected);
    expect((await stored(card)).log).toHaveLength(2);
  });

  it('refuses a time more than five minutes ahead of the server (400, in the learner’s language), accepts a little drift', async () => {
    const card = await newCard();
    const ahead = await review(card, 'medium', new Date(Date.now() + 10 * 60_000), randomUUID());
    expect(ahead.statusCode).toBe(400);
    expect(errorOf(ahead)).toMatchObject({ code: 'VALIDATION', field: 'reviewedAt' });
    expect(errorOf(ahead).message).toMatch(/future/);
    expect((await stored(card)).log).toHaveLength(0);
    expect((await review(card, 'medium', new Date(Date.now() + 2 * 60_000))).statusCode).toBe(200);
    const malformed = await t.call('POST', `/api/flashcards/${card}/review`, owner.token, {
      rating: 'medium',
      reviewedAt: 'yesterday',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('undo takes back the review sent last, even when it was made first, and replays the rest', async () => {
    const card = await newCard();
    expect((await review(card, 'easy', t2)).statusCode).toBe(200);
    expect((await review(card, 'medium', t1)).statusCode).toBe(200); // sent last, made first
    const undone = await t.call('POST', `/api/flashcards/${card}/review/undo`, owner.token);
    expect(undone.statusCode, undone.body).toBe(200);
    const alone = applyRating(null, 'easy', t2).schedule;
    expect(undone.json().flashcard.schedule).toEqual(alone);
    const { schedule, log } = await stored(card);
    expect(schedule).toEqual(alone);
    expect(
      log.map((entry) => [new Date(entry.reviewed_at).toISOString(), entry.rating, entry.schedule_before]),
    ).toEqual([[t2.toISOString(), 4, null]]);
  });
});
