import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestSession,
  errorOf,
  registerTestUsers,
  shareTokenOf,
  type TestApp,
  type TestUser,
} from '../../test/test-app.ts';
import { SAMPLE_TEXTS } from '../ai/testing/sample-material.ts';
import { seedMaterial } from '../study/testing/seed-material.ts';

/* Quizzes: start, answer through evaluate with the quizId, grade, missed questions → cards due; and clearing one's chat. */

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let visitor: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  [owner, stranger, visitor] = await registerTestUsers(t.app, 3);
});
afterAll(async () => t?.close());

let counter = 0;
/** A session with material, one card on chunk 1, and three questions: MC on chunk 1, TF on chunk 2 (no card), open without source. */
async function createQuizSession() {
  counter += 1;
  const { id } = await createTestSession(t, owner.token, { name: `Quiz ${counter}` });
  const { chunkIds } = await seedMaterial(t.ctx, { id, ownerId: owner.uid }, SAMPLE_TEXTS.en);
  const patched = await t.call('PATCH', `/api/directory/root/file/${id}`, owner.token, {
    flashcards: [
      {
        front: 'Where does the Calvin cycle take place?',
        back: 'In the stroma',
        difficulty: 'medium',
        sourceChunkId: chunkIds[1],
      },
    ],
    questions: [
      {
        type: 'multiple_choice',
        prompt: 'Where does the Calvin cycle take place?',
        options: ['In the stroma', 'In the nucleus'],
        correctIndex: 0,
        sourceChunkId: chunkIds[1],
      },
      {
        type: 'true_false',
        prompt: 'Photosynthesis converts light energy into chemical energy.',
        answer: true,
        sourceChunkId: chunkIds[0],
      },
      {
        type: 'open_ended',
        prompt: 'What is photosynthesis?',
        expectedAnswer: 'Photosynthesis is a process that converts light energy into chemical energy.',
      },
    ],
  });
  expect(patched.statusCode, patched.body).toBe(200);
  const file = patched.json() as { flashcards: Array<{ id: string }>; questions: Array<{ id: string; type: string }> };
  const q = Object.fromEntries(file.questions.map((x) => [x.type, x.id])) as Record<
    'multiple_choice' | 'true_false' | 'open_ended',
    string
  >;
  return { id, cardId: file.flashcards[0]!.id, q, chunkIds };
}

const evaluate = (questionId: string, answer: unknown, quizId: string, token = owner.token, query = '') =>
  t.call('POST', `/api/questions/${questionId}/evaluate${query}`, token, { answer, quizId });

describe('quizzes', () => {
  it('start: 401 anonymous, 404 other users, 400 unknown questions; a share visitor may start their own', async () => {
    const s = await createQuizSession();
    const url = `/api/sessions/${s.id}/quizzes`;
    const anonymous = await t.call('POST', url, undefined, {});
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous).message).toBe('Login required');
    expect((await t.call('POST', url, stranger.token, {})).statusCode).toBe(404);
    expect(
      (await t.call('POST', url, owner.token, { questionIds: ['00000000-0000-4000-8000-000000000000'] })).statusCode,
    ).toBe(400);
    const token = await shareTokenOf(t, s.id, owner.token);
    const visiting = await t.call('POST', `${url}?sharetoken=${token}`, visitor.token, {});
    expect(visiting.statusCode, visiting.body).toBe(201);
    const quizId = visiting.json().quiz.id as string;
    // a visitor's misses change nothing of the owner's
    expect((await evaluate(s.q.multiple_choice, 1, quizId, visitor.token, `?sharetoken=${token}`)).statusCode).toBe(
      200,
    );
    const card = await t.ctx.db
      .selectFrom('flashcards')
      .select(['fsrs'])
      .where('id', '=', s.cardId)
      .executeTakeFirstOrThrow();
    expect(card.fsrs).toBeNull();
    expect(await t.ctx.db.selectFrom('flashcards').select('id').where('session_id', '=', s.id).execute()).toHaveLength(
      1,
    );
    // the visitor's quiz is not the owner's to answer in, nor listed for the owner
    expect((await evaluate(s.q.true_false, true, quizId)).statusCode).toBe(404);
    expect((await t.call('GET', url, owner.token)).json()).toEqual([]);
    expect((await t.call('GET', `${url}?sharetoken=${token}`, visitor.token)).json()).toHaveLength(1);
  });

  it('grades a finished quiz A–F, sends missed questions’ cards back due now, writes cards for uncovered ones, and retries the missed', async () => {
    const s = await createQuizSession();
    const res = await t.call('POST', `/api/sessions/${s.id}/quizzes`, owner.token, {});
    expect(res.statusCode, res.body).toBe(201);
    const quiz = res.json().quiz as { id: string; questionIds: string[] };
    expect(quiz.questionIds).toEqual([s.q.multiple_choice, s.q.true_false, s.q.open_ended]);

    expect((await evaluate(s.q.multiple_choice, 1, quiz.id)).json()).toMatchObject({ verdict: 'incorrect' });
    expect((await t.call('GET', `/api/sessions/${s.id}/quizzes`, owner.token)).json()[0]).toMatchObject({
      id: quiz.id,
      score: null,
      grade: null,
      finishedAt: null,
    });
    expect((await evaluate(s.q.true_false, false, quiz.id)).json()).toMatchObject({ verdict: 'incorrect' });
    const open = (
      await evaluate(s.q.open_ended, 'Photosynthesis converts light energy into chemical energy.', quiz.id)
    ).json() as { score: number };

    const list = (await t.call('GET', `/api/sessions/${s.id}/quizzes`, owner.token)).json() as Array<{
      score: number;
      grade: string;
      finishedAt: string;
    }>;
    expect(list[0]!.score).toBeCloseTo(open.score / 3, 5);
    expect(list[0]!.grade).toBe('F');
    expect(list[0]!.finishedAt).not.toBeNull();

    // the MC miss lapsed the card on its passage: due now
    const due = (await t.call('GET', `/api/review/due?sessionId=${s.id}`, owner.token)).json() as {
      cards: Array<{ id: string; front: string; back: string; schedule: { state: string } | null }>;
    };
    const lapsed = due.cards.find((c) => c.id === s.cardId)!;
    expect(lapsed.schedule).toMatchObject({ state: 'learning' });
    // the TF miss had no card on its passage: one was written from the question, due now too
    const writtenCard = due.cards.find(
      (c) => c.front === 'Photosynthesis converts light energy into chemical energy.',
    )!;
    expect(writtenCard).toMatchObject({ back: 'True', schedule: { state: 'learning' } });
    const rows = await t.ctx.db
      .selectFrom('flashcards')
      .select(['is_generated', 'origin_question_id'])
      .where('id', '=', writtenCard.id)
      .executeTakeFirstOrThrow();
    expect(rows).toEqual({ is_generated: false, origin_question_id: s.q.true_false });
    const log = await t.ctx.db
      .selectFrom('reviews')
      .select(['kind', 'rating'])
      .where('session_id', '=', s.id)
      .execute();
    expect(log.filter((r) => r.kind === 'quiz_miss').map((r) => r.rating)).toEqual([1, 1]);

    // retry the missed ones: a new quiz with those questions; missing the TF again finds the written card (no duplicate)
    const retry = (
      await t.call('POST', `/api/sessions/${s.id}/quizzes`, owner.token, {
        questionIds: [s.q.multiple_choice, s.q.true_false],
      })
    ).json().quiz;
    expect((await evaluate(s.q.multiple_choice, 0, retry.id)).json().verdict).toBe('correct');
    await evaluate(s.q.true_false, false, retry.id);
    expect(await t.ctx.db.selectFrom('flashcards').select('id').where('session_id', '=', s.id).execute()).toHaveLength(
      2,
    );
    const retried = (await t.call('GET', `/api/sessions/${s.id}/quizzes`, owner.token)).json()[0];
    expect(retried).toMatchObject({ id: retry.id, score: 0.5, grade: 'E' });

    // an answer in someone else's quiz, or to a question outside the quiz
    expect((await evaluate(s.q.open_ended, 'x', retry.id)).statusCode).toBe(400);
    // reviews of a card and quiz answers never change the session's version
    expect((await t.call('GET', `/api/directory/root/file/${s.id}`, owner.token)).json().version).toBe(1);
  });
});

describe('choosing, resuming and restarting a quiz (issue 23)', () => {
  it('refuses a bad body with 400: count outside 1–500, no or unknown types, a restart that is not a boolean, an unknown field', async () => {
    const s = await createQuizSession();
    const url = `/api/sessions/${s.id}/quizzes`;
    for (const body of [
      { count: 0 },
      { count: 501 },
      { count: 2.5 },
      { types: [] },
      { types: ['essay'] },
      { restart: 'yes' },
      { shuffle: true },
    ]) {
      const res = await t.call('POST', url, owner.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    // nothing was opened by the refusals
    expect((await t.call('GET', url, owner.token)).json()).toEqual([]);
  });

  it('takes `count` and `types`, asks what was missed first, and says 400 when no question has the types asked', async () => {
    const s = await createQuizSession();
    const url = `/api/sessions/${s.id}/quizzes`;
    const only = await t.call('POST', url, owner.token, { types: ['open_ended', 'true_false'], count: 1 });
    expect(only.statusCode, only.body).toBe(201);
    expect(only.json().quiz).toEqual({ id: expect.any(String), questionIds: [s.q.true_false], answers: [] });
    await evaluate(s.q.true_false, true, only.json().quiz.id);
    // the true/false answered right; next, missing the multiple choice puts it first
    const next = (await t.call('POST', url, owner.token, { count: 3 })).json().quiz as {
      id: string;
      questionIds: string[];
    };
    expect(next.questionIds).toEqual([s.q.multiple_choice, s.q.open_ended, s.q.true_false]);
    await evaluate(s.q.multiple_choice, 1, next.id);
    const restarted = (await t.call('POST', url, owner.token, { count: 10, restart: true })).json().quiz as {
      questionIds: string[];
    };
    expect(restarted.questionIds[0]).toBe(s.q.multiple_choice);
    const none = await t.call('POST', url, owner.token, {
      restart: true,
      types: ['open_ended'],
      questionIds: undefined,
      count: 1,
    });
    expect(none.statusCode).toBe(201);
    const empty = await createTestSession(t, owner.token, { name: `No questions ${counter}` });
    const refused = await t.call('POST', `/api/sessions/${empty.id}/quizzes`, owner.token, { types: ['open_ended'] });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).field).toBe('types');
  });

  it('resumes the unfinished quiz (200, with its answers) until `restart` closes it: one unfinished quiz per session in the history', async () => {
    const s = await createQuizSession();
    const url = `/api/sessions/${s.id}/quizzes`;
    const first = await t.call('POST', url, owner.token, {});
    expect(first.statusCode).toBe(201);
    const quiz = first.json().quiz as { id: string; questionIds: string[] };
    const answer = (await evaluate(quiz.questionIds[0]!, 0, quiz.id)).json() as { score: number; verdict: string };

    // opening the tab again, with any choice of length: the same quiz, where it was left
    for (const body of [{}, { count: 20, types: ['open_ended'] }]) {
      const again = await t.call('POST', url, owner.token, body);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().quiz).toEqual({
        id: quiz.id,
        questionIds: quiz.questionIds,
        answers: [{ questionId: quiz.questionIds[0], score: answer.score, verdict: answer.verdict }],
      });
    }
    let list = (await t.call('GET', url, owner.token)).json() as Array<{
      id: string;
      finishedAt: string | null;
      answeredCount: number;
      grade: string | null;
    }>;
    expect(list).toEqual([expect.objectContaining({ id: quiz.id, finishedAt: null, answeredCount: 1, grade: null })]);

    // restart: the old one is closed, graded on its one answer; a new one is opened
    const restarted = await t.call('POST', url, owner.token, { restart: true });
    expect(restarted.statusCode).toBe(201);
    const second = restarted.json().quiz as { id: string; answers: unknown[] };
    expect(second.id).not.toBe(quiz.id);
    expect(second.answers).toEqual([]);
    list = (await t.call('GET', url, owner.token)).json();
    expect(list.map((q) => [q.id, q.finishedAt !== null, q.answeredCount])).toEqual([
      [second.id, false, 0],
      [quiz.id, true, 1],
    ]);
    expect(list[1]!.grade).toBe(answer.score >= 0.9 ? 'A' : 'F');

    // a quiz opened and left with no answer leaves nothing behind when restarted
    const third = (await t.call('POST', url, owner.token, { restart: true })).json().quiz as { id: string };
    list = (await t.call('GET', url, owner.token)).json();
    expect(list.map((q) => q.id)).toEqual([third.id, quiz.id]);
  });

  it('opens one quiz when several tabs ask at once: one 201, the rest resume it', async () => {
    const s = await createQuizSession();
    const url = `/api/sessions/${s.id}/quizzes`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.call('POST', url, owner.token, {})));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().quiz.id as string)).size).toBe(1);
    expect((await t.call('GET', url, owner.token)).json()).toHaveLength(1);
  });
});

describe('DELETE /api/sessions/:id/chat', () => {
  it('clears the caller’s own turns only', async () => {
    const s = await createQuizSession();
    const token = await shareTokenOf(t, s.id, owner.token);
    for (const user of [owner, visitor]) {
      await t.ctx.db
        .insertInto('chat_messages')
        .values([
          { session_id: s.id, user_id: user.uid, role: 'user', content: 'What is photosynthesis?' },
          { session_id: s.id, user_id: user.uid, role: 'assistant', content: 'It converts light energy.' },
        ])
        .execute();
    }
    expect((await t.call('DELETE', `/api/sessions/${s.id}/chat`)).statusCode).toBe(401);
    expect((await t.call('DELETE', `/api/sessions/${s.id}/chat`, stranger.token)).statusCode).toBe(404);
    const cleared = await t.call('DELETE', `/api/sessions/${s.id}/chat?sharetoken=${token}`, visitor.token);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toEqual({ deleted: 2 });
    expect(
      (await t.call('GET', `/api/sessions/${s.id}/chat?sharetoken=${token}`, visitor.token)).json().messages,
    ).toEqual([]);
    expect((await t.call('GET', `/api/sessions/${s.id}/chat`, owner.token)).json().messages).toHaveLength(2);
  });
});
