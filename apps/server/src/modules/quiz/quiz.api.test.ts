import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestSession, errorOf, registerTestUsers, shareTokenOf, type TestApp, type TestUser } from '../../test/test-app.ts';
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
    flashcards: [{ front: 'Where does the Calvin cycle take place?', back: 'In the stroma', difficulty: 'medium', sourceChunkId: chunkIds[1] }],
    questions: [
      { type: 'multiple_choice', prompt: 'Where does the Calvin cycle take place?', options: ['In the stroma', 'In the nucleus'], correctIndex: 0, sourceChunkId: chunkIds[1] },
      { type: 'true_false', prompt: 'Photosynthesis converts light energy into chemical energy.', answer: true, sourceChunkId: chunkIds[0] },
      { type: 'open_ended', prompt: 'What is photosynthesis?', expectedAnswer: 'Photosynthesis is a process that converts light energy into chemical energy.' },
    ],
  });
  expect(patched.statusCode, patched.body).toBe(200);
  const file = patched.json() as { flashcards: Array<{ id: string }>; questions: Array<{ id: string; type: string }> };
  const q = Object.fromEntries(file.questions.map((x) => [x.type, x.id])) as Record<'multiple_choice' | 'true_false' | 'open_ended', string>;
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
    expect((await t.call('POST', url, owner.token, { questionIds: ['00000000-0000-4000-8000-000000000000'] })).statusCode).toBe(400);
    const token = await shareTokenOf(t, s.id, owner.token);
    const visiting = await t.call('POST', `${url}?sharetoken=${token}`, visitor.token, {});
    expect(visiting.statusCode, visiting.body).toBe(201);
    const quizId = visiting.json().quiz.id as string;
    // a visitor's misses change nothing of the owner's
    expect((await evaluate(s.q.multiple_choice, 1, quizId, visitor.token, `?sharetoken=${token}`)).statusCode).toBe(200);
    const card = await t.ctx.db.selectFrom('flashcards').select(['fsrs']).where('id', '=', s.cardId).executeTakeFirstOrThrow();
    expect(card.fsrs).toBeNull();
    expect(await t.ctx.db.selectFrom('flashcards').select('id').where('session_id', '=', s.id).execute()).toHaveLength(1);
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
    expect((await t.call('GET', `/api/sessions/${s.id}/quizzes`, owner.token)).json()[0]).toMatchObject({ id: quiz.id, score: null, grade: null, finishedAt: null });
    expect((await evaluate(s.q.true_false, false, quiz.id)).json()).toMatchObject({ verdict: 'incorrect' });
    const open = (await evaluate(s.q.open_ended, 'Photosynthesis converts light energy into chemical energy.', quiz.id)).json() as { score: number };

    const list = (await t.call('GET', `/api/sessions/${s.id}/quizzes`, owner.token)).json() as Array<{ score: number; grade: string; finishedAt: string }>;
    expect(list[0]!.score).toBeCloseTo(open.score / 3, 5);
    expect(list[0]!.grade).toBe('F');
    expect(list[0]!.finishedAt).not.toBeNull();

    // the MC miss lapsed the card on its passage: due now
    const due = (await t.call('GET', `/api/review/due?sessionId=${s.id}`, owner.token)).json() as { cards: Array<{ id: string; front: string; back: string; schedule: { state: string } | null }> };
    const lapsed = due.cards.find((c) => c.id === s.cardId)!;
    expect(lapsed.schedule).toMatchObject({ state: 'learning' });
    // the TF miss had no card on its passage: one was written from the question, due now too
    const writtenCard = due.cards.find((c) => c.front === 'Photosynthesis converts light energy into chemical energy.')!;
    expect(writtenCard).toMatchObject({ back: 'True', schedule: { state: 'learning' } });
    const rows = await t.ctx.db.selectFrom('flashcards').select(['is_generated', 'origin_question_id']).where('id', '=', writtenCard.id).executeTakeFirstOrThrow();
    expect(rows).toEqual({ is_generated: false, origin_question_id: s.q.true_false });
    const log = await t.ctx.db.selectFrom('reviews').select(['kind', 'rating']).where('session_id', '=', s.id).execute();
    expect(log.filter((r) => r.kind === 'quiz_miss').map((r) => r.rating)).toEqual([1, 1]);

    // retry the missed ones: a new quiz with those questions; missing the TF again finds the written card (no duplicate)
    const retry = (await t.call('POST', `/api/sessions/${s.id}/quizzes`, owner.token, { questionIds: [s.q.multiple_choice, s.q.true_false] })).json().quiz;
    expect((await evaluate(s.q.multiple_choice, 0, retry.id)).json().verdict).toBe('correct');
    await evaluate(s.q.true_false, false, retry.id);
    expect(await t.ctx.db.selectFrom('flashcards').select('id').where('session_id', '=', s.id).execute()).toHaveLength(2);
    const retried = (await t.call('GET', `/api/sessions/${s.id}/quizzes`, owner.token)).json()[0];
    expect(retried).toMatchObject({ id: retry.id, score: 0.5, grade: 'E' });

    // an answer in someone else's quiz, or to a question outside the quiz
    expect((await evaluate(s.q.open_ended, 'x', retry.id)).statusCode).toBe(400);
    // reviews of a card and quiz answers never change the session's version
    expect((await t.call('GET', `/api/directory/root/file/${s.id}`, owner.token)).json().version).toBe(1);
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
    expect((await t.call('GET', `/api/sessions/${s.id}/chat?sharetoken=${token}`, visitor.token)).json().messages).toEqual([]);
    expect((await t.call('GET', `/api/sessions/${s.id}/chat`, owner.token)).json().messages).toHaveLength(2);
  });
});
