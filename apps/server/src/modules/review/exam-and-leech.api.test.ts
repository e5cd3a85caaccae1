import { addStudyDays, getStudyDate } from '@mnemo/domain/study-day';
import { getExamDueLimit } from '@mnemo/domain/exam-schedule';
import type { Schedule } from '@mnemo/domain/spaced-repetition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestSession,
  errorOf,
  registerTestUser,
  type TestApp,
  type TestUser,
} from '../../test/test-app.ts';
import { releasePassedExams } from './exam-limits.ts';

/*
 * Exam dates and leeches through the API (issue 24 items 3 and 4): the date on a session (creation,
 * PATCH, read), the cap on its cards' intervals and its end, the Progress tab's forecast; lapses
 * reaching the learner's threshold make a leech.
 */

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ pipeline: { worker: false } });
  owner = await registerTestUser(t.app);
  stranger = await registerTestUser(t.app);
});
afterAll(async () => t?.close());

interface Card {
  id: string;
  due: string | null;
  schedule: Schedule | null;
  isSuspended: boolean;
  tags: string[];
}
interface ReviewBody {
  flashcard: Card;
  nextIntervals: { hard: number; medium: number; easy: number };
  isNewLeech: boolean;
}

let counter = 0;
async function createDeck(n: number, user = owner) {
  counter += 1;
  const flashcards = Array.from({ length: n }, (_, i) => ({
    front: `Exam card ${counter}.${i + 1}`,
    back: 'Back',
    difficulty: 'medium',
  }));
  const session = await createTestSession(t, user.token, { name: `Exam deck ${counter}`, flashcards });
  return { id: session.id, cards: session.flashcards as unknown as Card[] };
}
const review = async (cardId: string, rating: string, token = owner.token) => {
  const res = await t.call('POST', `/api/flashcards/${cardId}/review`, token, { rating });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReviewBody;
};
const setExam = (sessionId: string, examDate: string | null, token = owner.token) =>
  t.call('PATCH', `/api/directory/root/file/${sessionId}`, token, { examDate });
const dueColumn = async (cardId: string) => {
  const row = await t.ctx.db
    .selectFrom('flashcards')
    .select(['due', 'fsrs'])
    .where('id', '=', cardId)
    .executeTakeFirstOrThrow();
  return { due: new Date(row.due!).toISOString(), natural: (row.fsrs as unknown as Schedule).due };
};
/** A study date `days` from today (the owner's zone is UTC). */
const inDays = (days: number) => addStudyDays(getStudyDate(new Date(), 'UTC'), days);

describe('a session’s exam date', () => {
  it('is set in the creation body and the session’s PATCH, read back, and refused when it is no date (400) or the session is another user’s (404)', async () => {
    const created = await t.call('POST', '/api/sessions', owner.token, {
      name: 'Exam in June',
      text: 'Photosynthesis makes sugar from light. '.repeat(20),
      questionTypes: ['multiple_choice'],
      examDate: '2031-06-15',
    });
    expect(created.statusCode, created.body).toBe(202);
    const sessionId = (created.json() as { session: { id: string } }).session.id;
    const read = await t.call('GET', `/api/directory/root/file/${sessionId}`, owner.token);
    expect(read.json()).toMatchObject({ examDate: '2031-06-15' });
    const bad = await t.call('POST', '/api/sessions', owner.token, {
      name: 'Bad exam',
      text: 'Some text to study here. '.repeat(20),
      questionTypes: ['multiple_choice'],
      examDate: '2031-02-30',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).field).toBe('examDate');

    const deck = await createDeck(1);
    for (const examDate of ['2031-13-01', '15/06/2031', 42]) {
      const res = await setExam(deck.id, examDate as string);
      expect(res.statusCode, String(examDate)).toBe(400);
      expect(errorOf(res).field).toBe('examDate');
    }
    const others = await setExam(deck.id, inDays(10), stranger.token);
    expect(others.statusCode).toBe(404);
    const set = await setExam(deck.id, inDays(10));
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ examDate: inDays(10) });
    const list = (await t.call('GET', '/api/sessions', owner.token)).json() as {
      sessions: Array<{ id: string; examDate: string | null }>;
    };
    expect(list.sessions.find((s) => s.id === deck.id)?.examDate).toBe(inDays(10));
    expect((await setExam(deck.id, null)).json()).toMatchObject({ examDate: null });
  });

  it('while ahead, no card of the session is scheduled after the study day before it; removed or over, the cards keep their normal intervals', async () => {
    const deck = await createDeck(3);
    const [early, later, other] = deck.cards as [Card, Card, Card];
    // a card reviewed before the exam date is set: Easy brings a new card back in 8 days
    const before = await review(early.id, 'easy');
    const natural = before.flashcard.schedule!.due;
    expect(Date.parse(natural) - Date.now()).toBeGreaterThan(7 * 86_400_000);

    expect((await setExam(deck.id, inDays(4))).statusCode).toBe(200);
    const limit = getExamDueLimit(inDays(4), 'UTC', new Date())!;
    // held at the start of the study day before the exam (04:00 in the owner's zone)
    expect(limit.toISOString()).toBe(`${inDays(3)}T04:00:00.000Z`);
    expect(await dueColumn(early.id)).toEqual({ due: limit.toISOString(), natural });

    // a review now: FSRS's own interval is kept in the schedule, the card is due by the limit
    const now = Date.now();
    const reviewed = await review(later.id, 'easy');
    expect(Date.parse(reviewed.flashcard.schedule!.due)).toBeGreaterThan(limit.getTime());
    expect(reviewed.flashcard.due).toBe(limit.toISOString());
    // the player's next intervals are capped too
    expect(now + reviewed.nextIntervals.easy).toBeLessThanOrEqual(limit.getTime() + 5_000);
    const due = (await t.call('GET', `/api/review/due?sessionId=${deck.id}`, owner.token)).json() as {
      cards: Array<{ id: string; latestDue: string | null }>;
    };
    expect(due.cards.find((c) => c.id === other.id)?.latestDue).toBe(limit.toISOString());

    // the exam date removed: back to FSRS's due times
    await setExam(deck.id, null);
    expect(await dueColumn(early.id)).toEqual({ due: natural, natural });
    expect((await dueColumn(later.id)).due).toBe(reviewed.flashcard.schedule!.due);

    // set again, then the day after the exam the hourly pass lets the cards go
    await setExam(deck.id, inDays(4));
    expect((await dueColumn(early.id)).due).toBe(limit.toISOString());
    expect(await releasePassedExams(t.ctx, new Date(Date.parse(`${inDays(4)}T23:00:00Z`)))).toBe(0);
    expect(await releasePassedExams(t.ctx, new Date(Date.parse(`${inDays(5)}T05:00:00Z`)))).toBe(1);
    expect(await dueColumn(early.id)).toEqual({ due: natural, natural });
    const session = await t.ctx.db
      .selectFrom('sessions')
      .select('exam_limit_active')
      .where('id', '=', deck.id)
      .executeTakeFirstOrThrow();
    expect(session.exam_limit_active).toBe(false);
  });

  it('GET /api/review/stats?sessionId= forecasts the exam (null without one; another user → 404)', async () => {
    const deck = await createDeck(4);
    const stats = async (token = owner.token) => t.call('GET', `/api/review/stats?sessionId=${deck.id}`, token);
    expect((await stats()).json()).toMatchObject({ exam: null });
    await review(deck.cards[0]!.id, 'easy');
    await review(deck.cards[1]!.id, 'medium');
    await setExam(deck.id, inDays(20));
    const res = await stats();
    expect(res.statusCode, res.body).toBe(200);
    const { exam } = res.json() as { exam: { date: string; predictedRecall: number; reviewsPerDay: number } };
    expect(exam.date).toBe(inDays(20));
    // two of four cards studied: the other two count as forgotten
    expect(exam.predictedRecall).toBeGreaterThan(0);
    expect(exam.predictedRecall).toBeLessThan(0.5);
    expect(exam.reviewsPerDay).toBeGreaterThan(0);
    expect((await stats(stranger.token)).statusCode).toBe(404);
    // the library-wide statistics have no exam
    expect((await t.call('GET', '/api/review/stats', owner.token)).json()).toMatchObject({ exam: null });
  });
});

describe('leeches', () => {
  it('the threshold is a study setting (8 by default, 1–99)', async () => {
    const user = await registerTestUser(t.app);
    expect((await t.call('GET', '/api/review/settings', user.token)).json()).toMatchObject({ leechThreshold: 8 });
    for (const leechThreshold of [0, 100, 2.5])
      expect((await t.call('PATCH', '/api/review/settings', user.token, { leechThreshold })).statusCode).toBe(400);
    expect((await t.call('PATCH', '/api/review/settings', user.token, { leechThreshold: 3 })).json()).toMatchObject({
      leechThreshold: 3,
    });
    // changing another setting leaves it alone
    expect((await t.call('PATCH', '/api/review/settings', user.token, { newCardsPerDay: 7 })).json()).toMatchObject({
      leechThreshold: 3,
      newCardsPerDay: 7,
    });
  });

  it('the review whose lapse reaches the threshold tags the card `leech`, suspends it and says so once', async () => {
    const deck = await createDeck(2);
    const card = deck.cards[0]!;
    await review(card.id, 'easy');
    for (let lapse = 1; lapse <= 8; lapse++) {
      const lapsed = await review(card.id, 'hard');
      expect(lapsed.flashcard.schedule!.lapses).toBe(lapse);
      expect(lapsed.isNewLeech).toBe(lapse === 8);
      expect(lapsed.flashcard.isSuspended).toBe(lapse === 8);
      if (lapse < 8) expect((await review(card.id, 'easy')).isNewLeech).toBe(false);
    }
    const read = (await t.call('GET', `/api/directory/root/file/${deck.id}`, owner.token)).json() as {
      flashcards: Card[];
    };
    expect(read.flashcards.find((c) => c.id === card.id)).toMatchObject({ isSuspended: true, tags: ['leech'] });
    const due = (await t.call('GET', `/api/review/due?sessionId=${deck.id}`, owner.token)).json() as { cards: Card[] };
    expect(due.cards.map((c) => c.id)).not.toContain(card.id);
  });

  it('a card imported already past the threshold becomes a leech at its next lapse, not before', async () => {
    const deck = await createDeck(1);
    const card = deck.cards[0]!;
    const reviewed = await review(card.id, 'easy');
    // as an Anki import leaves it: in review, with 11 lapses
    await t.ctx.db
      .updateTable('flashcards')
      .set({ fsrs: JSON.stringify({ ...reviewed.flashcard.schedule, lapses: 11 }) })
      .where('id', '=', card.id)
      .execute();
    expect((await review(card.id, 'medium')).isNewLeech).toBe(false);
    const lapsed = await review(card.id, 'hard');
    expect(lapsed).toMatchObject({ isNewLeech: true, flashcard: { isSuspended: true, tags: ['leech'] } });
  });
});
