import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  createTestSession,
  errorOf,
  MISSING_ID,
  registerTestUser,
  type TestApp,
  type TestUser,
} from '../../test/test-app.ts';

/* Guided runs and quick sessions through the API: start, resume, advance, skip, extend, pause; owner only. */

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
const CONCEPTS = ['Photosynthesis', 'Calvin cycle', 'Chlorophyll', 'Stomata', 'Glucose', 'Light reactions'];

beforeAll(async () => {
  t = await buildTestApp();
  owner = await registerTestUser(t.app);
  stranger = await registerTestUser(t.app);
});
afterAll(async () => t?.close());

interface Run {
  id: string;
  stage: string;
  status: string;
  stages: { stage: string; minutes: number }[];
  elapsedMs: number;
  stageStartedAt: string;
  history: { stage: string; elapsedMs: number; isSkipped: boolean }[];
  concepts: string[];
  report: { cardsReviewed: number; quizGrade: string | null; nextDueAt: string | null; dueNow: number } | null;
}

let counter = 0;
/** A session with six key concepts and a card and a question on each. */
async function createSession() {
  counter += 1;
  const { id } = await createTestSession(t, owner.token, {
    name: `Guided ${counter}`,
    flashcards: CONCEPTS.map((c) => ({
      front: `What is ${c}?`,
      back: `${c} is part of photosynthesis.`,
      difficulty: 'medium',
    })),
    questions: CONCEPTS.map((c) => ({ type: 'true_false', prompt: `${c} matters for plants.`, answer: true })),
  });
  await t.ctx.db
    .updateTable('sessions')
    .set({ key_concepts: JSON.stringify(CONCEPTS), summary: 'How plants make food.' })
    .where('id', '=', id)
    .execute();
  const file = (await t.call('GET', `/api/directory/root/file/${id}`, owner.token)).json() as {
    flashcards: { id: string; front: string }[];
    questions: { id: string; prompt: string }[];
  };
  return { id, cards: file.flashcards, questions: file.questions };
}

const start = (sessionId: string, body: object = {}, token = owner.token) =>
  t.call('POST', `/api/sessions/${sessionId}/guided`, token, body);
const act = (runId: string, action: string, elapsedMs: number, token = owner.token) =>
  t.call('PATCH', `/api/guided/${runId}`, token, { action, elapsedMs });

describe('guided runs', () => {
  it('401 anonymous; 404 for another user’s session or run, or an unknown one; 400 for a bad action', async () => {
    const s = await createSession();
    expect((await start(s.id, {}, '')).statusCode).toBe(401);
    expect((await t.call('GET', `/api/sessions/${s.id}/guided`)).statusCode).toBe(401);
    const other = await start(s.id, {}, stranger.token);
    expect(other.statusCode).toBe(404);
    expect(errorOf(other).code).toBe('NOT_FOUND');
    expect((await t.call('GET', `/api/sessions/${s.id}/guided`, stranger.token)).statusCode).toBe(404);
    expect((await start(MISSING_ID)).statusCode).toBe(404);
    const run = (await start(s.id)).json().run as Run;
    expect((await act(run.id, 'advance', 1000, stranger.token)).statusCode).toBe(404);
    expect((await act(MISSING_ID, 'advance', 1000)).statusCode).toBe(404);
    expect((await act(run.id, 'jump', 1000)).statusCode).toBe(400);
    expect(
      (await t.call('PATCH', `/api/guided/${run.id}`, owner.token, { action: 'advance', elapsedMs: -1 })).statusCode,
    ).toBe(400);
    expect((await start(s.id, { kind: 'quick', conceptCount: 4 })).statusCode).toBe(400);
  });

  it('starts a 45-minute run on the first five key concepts; GET answers it; a second start returns the open one', async () => {
    const s = await createSession();
    expect((await t.call('GET', `/api/sessions/${s.id}/guided`, owner.token)).json()).toEqual({ run: null });
    const res = await start(s.id);
    expect(res.statusCode, res.body).toBe(201);
    const run = res.json().run as Run;
    expect(run).toMatchObject({ stage: 'start', status: 'active', elapsedMs: 0, history: [], report: null });
    expect(run.stages.map((x) => x.stage)).toEqual([
      'start',
      'preview',
      'active_learning',
      'flashcards',
      'review',
      'break',
      'questions',
      'finish',
    ]);
    expect(run.stages.reduce((sum, x) => sum + x.minutes, 0)).toBe(45);
    expect(run.concepts).toEqual(CONCEPTS.slice(0, 5));
    const again = await start(s.id, { kind: 'quick' });
    expect(again.statusCode).toBe(200);
    expect((again.json().run as Run).id).toBe(run.id);
    expect(((await t.call('GET', `/api/sessions/${s.id}/guided`, owner.token)).json().run as Run).id).toBe(run.id);
    // two starts at once on a fresh session still make one run
    const s2 = await createSession();
    const both = await Promise.all([start(s2.id), start(s2.id)]);
    expect(new Set(both.map((r) => (r.json().run as Run).id)).size).toBe(1);
  });

  it('advance / skip / extend / pause / resume keep the client’s time, and a reload resumes the same stage', async () => {
    const s = await createSession();
    const run = (await start(s.id)).json().run as Run;
    let r = (await act(run.id, 'advance', 40_000)).json().run as Run;
    expect(r).toMatchObject({ stage: 'preview', elapsedMs: 0 });
    r = (await act(run.id, 'extend', 120_000)).json().run as Run;
    expect(r.stages[1]).toEqual({ stage: 'preview', minutes: 9 });
    expect(r.elapsedMs).toBe(120_000);
    r = (await act(run.id, 'pause', 150_000)).json().run as Run;
    expect(r).toMatchObject({ status: 'paused', elapsedMs: 150_000 });
    const paused = await act(run.id, 'pause', 150_000);
    expect(paused.statusCode).toBe(409);
    expect(errorOf(paused).message).toBe('This guided session cannot do that now. Reload the page to see where it is.');
    // "reload": the state comes back from the server
    const reloaded = (await t.call('GET', `/api/sessions/${s.id}/guided`, owner.token)).json().run as Run;
    expect(reloaded).toMatchObject({ id: run.id, stage: 'preview', status: 'paused', elapsedMs: 150_000 });
    r = (await act(run.id, 'resume', reloaded.elapsedMs)).json().run as Run;
    expect(r).toMatchObject({ status: 'active', elapsedMs: 150_000 });
    r = (await act(run.id, 'skip', 160_000)).json().run as Run;
    expect(r.stage).toBe('active_learning');
    expect(r.history).toEqual([
      { stage: 'start', elapsedMs: 40_000, isSkipped: false },
      { stage: 'preview', elapsedMs: 160_000, isSkipped: true },
    ]);
  });

  it('reaches the finish stage with a report of cards reviewed and what is due; advancing closes the run', async () => {
    const s = await createSession();
    const run = (await start(s.id)).json().run as Run;
    const reviewed = await t.call('POST', `/api/flashcards/${s.cards[0]!.id}/review`, owner.token, { rating: 'easy' });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    let r = run;
    for (let i = 0; i < 7; i++) r = (await act(run.id, 'advance', 1000 * (i + 1))).json().run as Run;
    expect(r.stage).toBe('finish');
    expect(r.report).toMatchObject({ cardsReviewed: 1, quizGrade: null, dueNow: 0 });
    expect(r.report!.nextDueAt).not.toBeNull();
    r = (await act(run.id, 'advance', 5000)).json().run as Run;
    expect(r.status).toBe('finished');
    expect(r.history).toHaveLength(8);
    expect((await t.call('GET', `/api/sessions/${s.id}/guided`, owner.token)).json()).toEqual({ run: null });
    expect((await act(run.id, 'advance', 0)).statusCode).toBe(409);
    // a new run may start now
    expect((await start(s.id)).statusCode).toBe(201);
  });
});

describe('quick sessions', () => {
  it('choose the weakest concepts: most lapses, then the lowest quiz score, on a short plan', async () => {
    const s = await createSession();
    const cardOf = (concept: string) => s.cards.find((c) => c.front === `What is ${concept}?`)!.id;
    // two lapses on Stomata, one on Glucose
    for (const concept of ['Stomata', 'Stomata', 'Glucose']) {
      const res = await t.call('POST', `/api/flashcards/${cardOf(concept)}/review`, owner.token, { rating: 'hard' });
      expect(res.statusCode, res.body).toBe(200);
    }
    // a wrong answer on Chlorophyll's question, a right one on Calvin cycle's
    const questionOf = (concept: string) => s.questions.find((q) => q.prompt.startsWith(concept))!.id;
    expect(
      (await t.call('POST', `/api/questions/${questionOf('Chlorophyll')}/evaluate`, owner.token, { answer: false }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.call('POST', `/api/questions/${questionOf('Calvin cycle')}/evaluate`, owner.token, { answer: true }))
        .statusCode,
    ).toBe(200);
    const res = await start(s.id, { kind: 'quick', conceptCount: 3 });
    expect(res.statusCode, res.body).toBe(201);
    const run = res.json().run as Run;
    expect(run.concepts).toEqual(['Stomata', 'Glucose', 'Chlorophyll']);
    expect(run.stages.map((x) => x.stage)).toEqual(['preview', 'flashcards', 'questions', 'finish']);
    expect(run.stages.reduce((sum, x) => sum + x.minutes, 0)).toBeLessThan(20);
  });

  it('takes 2 concepts when asked for 2', async () => {
    const s = await createSession();
    const run = (await start(s.id, { kind: 'quick', conceptCount: 2 })).json().run as Run;
    expect(run.concepts).toHaveLength(2);
  });
});

describe('the session’s mode and exam label', () => {
  it('PATCH remembers the mode and the label; the session and the sidebar list carry them', async () => {
    const s = await createSession();
    const url = `/api/directory/root/file/${s.id}`;
    const fresh = (await t.call('GET', url, owner.token)).json();
    expect(fresh).toMatchObject({ mode: 'freestyle', examLabel: null });
    const patched = await t.call('PATCH', url, owner.token, { mode: 'guided', examLabel: 'Medicine' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ mode: 'guided', examLabel: 'Medicine' });
    expect((await t.call('GET', url, owner.token)).json()).toMatchObject({
      mode: 'guided',
      examLabel: 'Medicine',
      flashcards: expect.any(Array),
    });
    const listed = (await t.call('GET', '/api/sessions', owner.token)).json().sessions as {
      id: string;
      examLabel: string | null;
    }[];
    expect(listed.find((x) => x.id === s.id)?.examLabel).toBe('Medicine');
    const run = (await start(s.id)).json().run as Run & { examLabel: string | null };
    expect(run.examLabel).toBe('Medicine');
    expect((await t.call('PATCH', url, owner.token, { examLabel: null })).json()).toMatchObject({
      mode: 'guided',
      examLabel: null,
    });
    expect((await t.call('PATCH', url, owner.token, { examLabel: 'Law' })).statusCode).toBe(400);
    expect((await t.call('PATCH', url, owner.token, { mode: 'cram' })).statusCode).toBe(400);
    expect((await t.call('PATCH', url, stranger.token, { mode: 'quick' })).statusCode).toBe(404);
  });

  it('the wizard’s POST /api/sessions takes an exam label', async () => {
    const withQueue = await buildTestApp({ pipeline: { worker: false }, database: t.database });
    try {
      const post = (payload: object) =>
        withQueue.app.inject({ method: 'POST', url: '/api/sessions', headers: bearer(owner.token), payload });
      const text =
        'Photosynthesis converts light energy into chemical energy in the chloroplasts of plant cells. '.repeat(5);
      expect((await post({ name: 'Labelled bad', text, examLabel: 'Law' })).statusCode).toBe(400);
      const res = await post({ name: 'Labelled', text, questionTypes: ['true_false'], examLabel: 'SAT' });
      expect(res.statusCode, res.body).toBe(202);
      const id = res.json().session.id as string;
      expect((await t.call('GET', `/api/directory/root/file/${id}`, owner.token)).json()).toMatchObject({
        examLabel: 'SAT',
        mode: 'freestyle',
      });
    } finally {
      await withQueue.close();
    }
  });
});
