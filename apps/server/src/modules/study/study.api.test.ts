import { getBillingPeriod } from '@mnemo/domain/quota';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestSession,
  errorOf,
  MISSING_ID,
  registerTestUser,
  shareTokenOf,
  type TestApp,
  type TestUser,
} from '../../test/test-app.ts';
import { SAMPLE_TEXTS } from '../ai/testing/sample-material.ts';
import { seedMaterial } from './testing/seed-material.ts';

/*
 * The study endpoints with the default `local` provider on real material (seeded as the pipeline
 * leaves it): each endpoint's 401 / 400 / 402 / 404 first, then its happy path.
 */

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let visitor: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await registerTestUser(t.app);
  stranger = await registerTestUser(t.app, { locale: 'pt' });
  visitor = await registerTestUser(t.app);
});
afterAll(async () => t?.close());

interface StudySession {
  id: string;
  chunkIds: string[];
  documentId: string;
  questions: { multiple_choice: string; true_false: string; open_ended: string };
}

let sessionCounter = 0;
/** A session of the owner's with processed material and one question of each type. */
async function createStudySession(user = owner, withQuestions = true): Promise<StudySession> {
  sessionCounter += 1;
  const { id } = await createTestSession(t, user.token, { name: `Biology ${sessionCounter}` });
  const { chunkIds, documentId } = await seedMaterial(t.ctx, { id, ownerId: user.uid }, SAMPLE_TEXTS.en);
  if (!withQuestions)
    return { id, chunkIds, documentId, questions: { multiple_choice: '', true_false: '', open_ended: '' } };
  const patched = await t.call('PATCH', `/api/directory/root/file/${id}`, user.token, {
    questions: [
      {
        type: 'multiple_choice',
        prompt: 'Where does the Calvin cycle take place?',
        options: ['In the stroma', 'In the mitochondria', 'In the nucleus'],
        correctIndex: 0,
        sourceChunkId: chunkIds[1],
      },
      {
        type: 'true_false',
        prompt: 'Rubisco catalyses the first step of the Calvin cycle.',
        answer: true,
        sourceChunkId: chunkIds[1],
      },
      {
        type: 'open_ended',
        prompt: 'What is photosynthesis?',
        expectedAnswer: 'Photosynthesis is a process that converts light energy into chemical energy.',
        sourceChunkId: chunkIds[0],
      },
    ],
  });
  expect(patched.statusCode, patched.body).toBe(200);
  const questions = patched.json().questions as Array<{ id: string; type: keyof StudySession['questions'] }>;
  const byType = Object.fromEntries(questions.map((q) => [q.type, q.id])) as StudySession['questions'];
  return { id, chunkIds, documentId, questions: byType };
}

async function quotaOf(token: string) {
  return (await t.call('GET', '/api/quota', token)).json() as { exercisesGenerated: number; tokensConsumed: number };
}

/** Reads an NDJSON chat stream. */
function readEvents(body: string): Array<Record<string, unknown> & { type: string }> {
  return body
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Record<string, unknown> & { type: string });
}

describe('POST /api/questions/:id/evaluate', () => {
  let s: StudySession;
  beforeAll(async () => {
    s = await createStudySession();
  });

  it('401 / 400 / 404 before the happy path', async () => {
    const url = `/api/questions/${s.questions.open_ended}/evaluate`;
    const anonymous = await t.call('POST', url, undefined, { answer: 'x' });
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous).message).toBe('Login required');

    const blank = await t.call('POST', url, owner.token, { answer: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank)).toMatchObject({
      code: 'VALIDATION',
      field: 'answer',
      message: 'Please enter an answer before validating.',
    });
    const blankPt = await t.call('POST', `/api/questions/${s.questions.multiple_choice}/evaluate`, owner.token, {
      answer: '',
    });
    expect(errorOf(blankPt).message).toBe('Please enter an answer before validating.');
    expect((await t.call('POST', url, owner.token, {})).statusCode).toBe(400);
    expect(
      (await t.call('POST', `/api/questions/${s.questions.multiple_choice}/evaluate`, owner.token, { answer: 7 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.call('POST', `/api/questions/${s.questions.true_false}/evaluate`, owner.token, { answer: 'maybe' }))
        .statusCode,
    ).toBe(400);
    expect((await t.call('POST', '/api/questions/not-a-uuid/evaluate', owner.token, { answer: 'x' })).statusCode).toBe(
      400,
    );

    expect(
      (await t.call('POST', `/api/questions/${MISSING_ID}/evaluate`, owner.token, { answer: 'x' })).statusCode,
    ).toBe(404);
    const foreign = await t.call('POST', url, stranger.token, { answer: 'x' });
    expect(foreign.statusCode).toBe(404);
    const badToken = await t.call('POST', `${url}?sharetoken=nope`, stranger.token, { answer: 'x' });
    expect(badToken.statusCode).toBe(403);
    expect(errorOf(badToken).code).toBe('SHARE_TOKEN_INVALID');
    expect(
      await t.ctx.db.selectFrom('attempts').selectAll().where('question_id', '=', s.questions.open_ended).execute(),
    ).toHaveLength(0);
  });

  it('checks multiple choice and true/false exactly (score 1 or 0)', async () => {
    const mc = `/api/questions/${s.questions.multiple_choice}/evaluate`;
    const right = await t.call('POST', mc, owner.token, { answer: 0 });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({
      score: 1,
      verdict: 'correct',
      expectedAnswer: 'In the stroma',
      missingConcepts: [],
    });
    const byText = await t.call('POST', mc, owner.token, { answer: 'in the stroma' });
    expect(byText.json()).toMatchObject({ score: 1 });
    const wrong = await t.call('POST', mc, owner.token, { answer: 1 });
    expect(wrong.json()).toMatchObject({
      score: 0,
      verdict: 'incorrect',
      feedback: 'Not correct. The right answer is: In the stroma.',
    });

    const tf = `/api/questions/${s.questions.true_false}/evaluate`;
    expect((await t.call('POST', tf, owner.token, { answer: true })).json()).toMatchObject({
      score: 1,
      verdict: 'correct',
      expectedAnswer: 'True',
    });
    expect((await t.call('POST', tf, owner.token, { answer: 'false' })).json()).toMatchObject({
      score: 0,
      verdict: 'incorrect',
    });
  });

  it('grades an open answer with the provider and records the attempt', async () => {
    const url = `/api/questions/${s.questions.open_ended}/evaluate`;
    const good = await t.call('POST', url, owner.token, {
      answer: 'It is the process that turns light energy into chemical energy.',
    });
    expect(good.statusCode, good.body).toBe(200);
    const evaluation = good.json();
    expect(evaluation.expectedAnswer).toBe(
      'Photosynthesis is a process that converts light energy into chemical energy.',
    );
    expect(evaluation.score).toBeGreaterThan(0.5);
    expect(['correct', 'partially_correct']).toContain(evaluation.verdict);
    expect(typeof evaluation.feedback).toBe('string');

    const poor = (await t.call('POST', url, owner.token, { answer: 'The mitochondria make ATP.' })).json();
    expect(poor.score).toBeLessThan(evaluation.score);
    expect(poor.verdict).not.toBe('correct');

    const attempts = await t.ctx.db
      .selectFrom('attempts')
      .selectAll()
      .where('question_id', '=', s.questions.open_ended)
      .orderBy('created_at')
      .execute();
    expect(attempts).toHaveLength(2);
    expect(attempts[0]).toMatchObject({
      id: evaluation.attemptId,
      user_id: owner.uid,
      session_id: s.id,
      verdict: evaluation.verdict,
    });
    // grading spends no exercises and no chat tokens
    expect(await quotaOf(owner.token)).toMatchObject({ exercisesGenerated: 0, tokensConsumed: 0 });
  });

  it('lets a share visitor evaluate; the attempt is the visitor’s', async () => {
    const token = await shareTokenOf(t, s.id, owner.token);
    const res = await t.call(
      'POST',
      `/api/questions/${s.questions.multiple_choice}/evaluate?sharetoken=${token}`,
      visitor.token,
      { answer: 0 },
    );
    expect(res.statusCode, res.body).toBe(200);
    const attempt = await t.ctx.db
      .selectFrom('attempts')
      .selectAll()
      .where('id', '=', res.json().attemptId)
      .executeTakeFirstOrThrow();
    expect(attempt.user_id).toBe(visitor.uid);
  });
});

describe('GET /api/questions/:id/explanation', () => {
  let s: StudySession;
  beforeAll(async () => {
    s = await createStudySession();
  });

  it('401 / 404 before the happy path', async () => {
    const url = `/api/questions/${s.questions.multiple_choice}/explanation`;
    const anonymous = await t.call('GET', url);
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous).message).toBe('Login required');
    expect((await t.call('GET', `/api/questions/${MISSING_ID}/explanation`, owner.token)).statusCode).toBe(404);
    expect((await t.call('GET', url, stranger.token)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/questions/nope/explanation', owner.token)).statusCode).toBe(400);
  });

  it('explains from the source passage with citations, then serves it from the question', async () => {
    const url = `/api/questions/${s.questions.multiple_choice}/explanation`;
    const first = await t.call('GET', url, owner.token);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.explanation).toMatch(/stroma/i);
    expect(body.citations.length).toBeGreaterThan(0);
    expect(s.chunkIds).toContain(body.citations[0].chunkId);
    expect(body.citations[0]).toMatchObject({ documentId: s.documentId, page: expect.any(Number) });

    const question = await t.ctx.db
      .selectFrom('questions')
      .select('explanation')
      .where('id', '=', s.questions.multiple_choice)
      .executeTakeFirstOrThrow();
    expect(question.explanation).toBe(body.explanation);
    const session = (await t.call('GET', `/api/directory/root/file/${s.id}`, owner.token)).json();
    expect(session.questions.find((q: { id: string }) => q.id === s.questions.multiple_choice).explanation).toBe(
      body.explanation,
    );

    // cached: a changed chunk does not change the answer
    await t.ctx.db.updateTable('chunks').set({ text: 'Changed.' }).where('session_id', '=', s.id).execute();
    expect((await t.call('GET', url, owner.token)).json()).toEqual(body);
    // a share visitor reads the same explanation
    const token = await shareTokenOf(t, s.id, owner.token);
    const shared = await t.call('GET', `${url}?sharetoken=${token}`, visitor.token);
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toEqual(body);
  });
  it('keeps a share visitor read-only: an explanation generated for them is not stored on the owner’s question', async () => {
    const url = `/api/questions/${s.questions.true_false}/explanation`;
    const token = await shareTokenOf(t, s.id, owner.token);
    const forVisitor = await t.call('GET', `${url}?sharetoken=${token}`, visitor.token);
    expect(forVisitor.statusCode, forVisitor.body).toBe(200);
    expect(forVisitor.json().explanation.length).toBeGreaterThan(0);
    const stored = await t.ctx.db
      .selectFrom('questions')
      .select('explanation')
      .where('id', '=', s.questions.true_false)
      .executeTakeFirstOrThrow();
    expect(stored.explanation).toBeNull();
    expect(
      await t.ctx.db
        .selectFrom('question_explanations')
        .selectAll()
        .where('question_id', '=', s.questions.true_false)
        .execute(),
    ).toHaveLength(0);
    // the owner's request stores it; the visitor is then served the owner's cached one
    const owners = await t.call('GET', url, owner.token);
    expect(owners.statusCode).toBe(200);
    expect(
      (
        await t.ctx.db
          .selectFrom('questions')
          .select('explanation')
          .where('id', '=', s.questions.true_false)
          .executeTakeFirstOrThrow()
      ).explanation,
    ).toBe(owners.json().explanation);
    expect((await t.call('GET', `${url}?sharetoken=${token}`, visitor.token)).json()).toEqual(owners.json());
  });

  it('explains a question without a source passage from the passages retrieval finds', async () => {
    const fresh = await createStudySession(owner, false);
    const patched = await t.call('PATCH', `/api/directory/root/file/${fresh.id}`, owner.token, {
      questions: [
        { type: 'true_false', prompt: 'Rubisco is probably the most abundant protein on Earth.', answer: true },
      ],
    });
    const question = patched.json().questions.at(-1);
    const res = await t.call('GET', `/api/questions/${question.id}/explanation`, owner.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().citations.length).toBeGreaterThan(0);
    expect(res.json().citations[0].quote).toMatch(/Rubisco/);
  });
});

describe('POST /api/sessions/:id/chat', () => {
  let s: StudySession;
  beforeAll(async () => {
    s = await createStudySession(owner, false);
    // a second document still being processed: chat must not answer from it
    await seedMaterial(
      t.ctx,
      { id: s.id, ownerId: owner.uid },
      ['The Zorblax engine turns quantum foam into lemonade at dawn.'],
      { status: 'processing' },
    );
  });

  it('401 / 400 / 404 / 402 before the happy path', async () => {
    const url = `/api/sessions/${s.id}/chat`;
    const anonymous = await t.call('POST', url, undefined, { message: 'Hi' });
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous)).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Login required' });
    const blank = await t.call('POST', url, owner.token, { message: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).field).toBe('message');
    expect((await t.call('POST', url, owner.token, {})).statusCode).toBe(400);
    expect((await t.call('POST', `/api/sessions/${MISSING_ID}/chat`, owner.token, { message: 'Hi' })).statusCode).toBe(
      404,
    );
    expect((await t.call('POST', url, stranger.token, { message: 'Hi' })).statusCode).toBe(404);

    const spent = await registerTestUser(t.app);
    const theirs = await createStudySession(spent, false);
    await t.ctx.db
      .insertInto('usage')
      .values({ user_id: spent.uid, period_start: await quotaPeriodStart(spent.uid), exercises: 0, tokens: 100_000 })
      .execute();
    const over = await t.call('POST', `/api/sessions/${theirs.id}/chat`, spent.token, {
      message: 'What is photosynthesis?',
    });
    expect(over.statusCode).toBe(402);
    expect(errorOf(over)).toMatchObject({ code: 'QUOTA_LIMIT', limit: 'TOKENS_LIMIT' });
    expect(
      await t.ctx.db.selectFrom('chat_messages').selectAll().where('user_id', '=', spent.uid).execute(),
    ).toHaveLength(0);
  });

  it('streams an answer from the processed material with citations, stores the turn and counts its tokens', async () => {
    const res = await t.call('POST', `/api/sessions/${s.id}/chat`, owner.token, {
      message: 'Where does the Calvin cycle take place?',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const events = readEvents(res.body);
    expect(events.filter((e) => e.type === 'text').length).toBeGreaterThan(0);
    const done = events.at(-1)!;
    expect(done).toMatchObject({ type: 'done', isRefusal: false });
    expect(done.text).toMatch(/stroma/);
    expect(
      events
        .filter((e) => e.type === 'text')
        .map((e) => e.delta)
        .join(''),
    ).toBe(done.text);
    const citations = done.citations as Array<{ chunkId: string }>;
    expect(citations.length).toBeGreaterThan(0);
    for (const citation of citations) expect(s.chunkIds).toContain(citation.chunkId);
    expect(done.tokens).toBeGreaterThan(0);
    expect((await quotaOf(owner.token)).tokensConsumed).toBe(done.tokens);

    const history = await t.call('GET', `/api/sessions/${s.id}/chat`, owner.token);
    expect(history.statusCode).toBe(200);
    const messages = history.json().messages;
    expect(messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(messages[0].content).toBe('Where does the Calvin cycle take place?');
    expect(messages[1]).toMatchObject({
      id: done.messageId,
      content: done.text,
      citations: done.citations,
      isRefusal: false,
    });
  });

  it('answers only from documents whose processing is complete', async () => {
    const res = await t.call('POST', `/api/sessions/${s.id}/chat`, owner.token, {
      message: 'What does the Zorblax engine turn into lemonade?',
    });
    expect(res.statusCode).toBe(200);
    const done = readEvents(res.body).at(-1)!;
    expect(done.type).toBe('done');
    expect(done.isRefusal).toBe(true);
    expect(done.text).not.toMatch(/Zorblax/);
  });

  it('keeps each reader’s chat apart: a share visitor chats under their own account', async () => {
    const token = await shareTokenOf(t, s.id, owner.token);
    const res = await t.call('POST', `/api/sessions/${s.id}/chat?sharetoken=${token}`, visitor.token, {
      message: 'What is cellular respiration?',
    });
    expect(res.statusCode, res.body).toBe(200);
    const done = readEvents(res.body).at(-1)!;
    expect(done.type).toBe('done');
    expect((await quotaOf(visitor.token)).tokensConsumed).toBe(done.tokens);
    const visitorHistory = (await t.call('GET', `/api/sessions/${s.id}/chat?sharetoken=${token}`, visitor.token)).json()
      .messages;
    expect(visitorHistory).toHaveLength(2);
    const ownerHistory = (await t.call('GET', `/api/sessions/${s.id}/chat`, owner.token)).json().messages;
    expect(ownerHistory.some((m: { content: string }) => m.content === 'What is cellular respiration?')).toBe(false);
    expect((await t.call('GET', `/api/sessions/${s.id}/chat`, visitor.token)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/sessions/${s.id}/chat`)).statusCode).toBe(401);
  });
});

describe('rate limits', () => {
  it('limits chat per user', async () => {
    const busy = await registerTestUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push(
        (await t.call('POST', `/api/sessions/${MISSING_ID}/chat`, busy.token, { message: 'Hi' })).statusCode,
      );
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
    // another user is not affected
    expect(
      (await t.call('POST', `/api/sessions/${MISSING_ID}/chat`, stranger.token, { message: 'Hi' })).statusCode,
    ).toBe(404);
  });
});

async function quotaPeriodStart(userId: string): Promise<Date> {
  const row = await t.ctx.db
    .selectFrom('users')
    .select('billing_anchor')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return getBillingPeriod(new Date(row.billing_anchor), new Date()).start;
}

describe('POST /api/sessions/:id/generate', () => {
  it('401 / 400 / 404 / 402 before the happy path', async () => {
    const s = await createStudySession(owner, false);
    const url = `/api/sessions/${s.id}/generate`;
    expect((await t.call('POST', url, undefined, { flashcards: 3 })).statusCode).toBe(401);
    const nothing = await t.call('POST', url, owner.token, {});
    expect(nothing.statusCode).toBe(400);
    expect(errorOf(nothing).message).toBe('Choose how many flashcards or questions to generate.');
    expect((await t.call('POST', url, owner.token, { flashcards: 1000 })).statusCode).toBe(400);
    expect((await t.call('POST', url, owner.token, { questions: { essay: 2 } })).statusCode).toBe(400);
    const empty = await t.call('POST', '/api/directory/root/file', owner.token, { name: 'No material yet' });
    const noMaterial = await t.call('POST', `/api/sessions/${empty.json().id}/generate`, owner.token, {
      flashcards: 3,
    });
    expect(noMaterial.statusCode).toBe(400);
    expect(errorOf(noMaterial).message).toBe('This session has no processed material to generate from yet.');
    expect(
      (await t.call('POST', `/api/sessions/${MISSING_ID}/generate`, owner.token, { flashcards: 3 })).statusCode,
    ).toBe(404);
    const token = await shareTokenOf(t, s.id, owner.token);
    // generating changes the session: the owner's alone, whatever token a visitor holds
    expect((await t.call('POST', `${url}?sharetoken=${token}`, visitor.token, { flashcards: 3 })).statusCode).toBe(404);
    expect((await t.call('POST', url, visitor.token, { flashcards: 3 })).statusCode).toBe(404);

    const capped = await registerTestUser(t.app);
    const theirs = await createStudySession(capped, false);
    await t.ctx.db
      .insertInto('usage')
      .values({ user_id: capped.uid, period_start: await quotaPeriodStart(capped.uid), exercises: 998, tokens: 0 })
      .execute();
    const over = await t.call('POST', `/api/sessions/${theirs.id}/generate`, capped.token, {
      flashcards: 2,
      questions: { true_false: 1 },
    });
    expect(over.statusCode).toBe(402);
    expect(errorOf(over)).toMatchObject({
      code: 'QUOTA_LIMIT',
      limit: 'EXERCISES_LIMIT',
      message: 'You have reached the exercises your plan allows this month. Upgrade your plan to generate more.',
    });
    const after = (await t.call('GET', `/api/directory/root/file/${theirs.id}`, capped.token)).json();
    expect(after.flashcards).toHaveLength(0);
    expect(after.questions).toHaveLength(0);
    expect((await quotaOf(capped.token)).exercisesGenerated).toBe(998);
  });

  it('adds cards and questions from the material, counts them as exercises, and replaces them on request', async () => {
    const s = await createStudySession(owner, false);
    const before = await quotaOf(owner.token);
    const res = await t.call('POST', `/api/sessions/${s.id}/generate`, owner.token, {
      flashcards: 4,
      questions: { multiple_choice: 2, open_ended: 2 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json();
    expect(session.flashcards.length).toBeGreaterThan(0);
    expect(session.flashcards.length).toBeLessThanOrEqual(4);
    expect(session.questions.length).toBeGreaterThan(0);
    expect(
      session.questions.every((q: { type: string }) => q.type === 'multiple_choice' || q.type === 'open_ended'),
    ).toBe(true);
    for (const item of [...session.flashcards, ...session.questions]) expect(s.chunkIds).toContain(item.sourceChunkId);
    const generated = session.flashcards.length + session.questions.length;
    expect((await quotaOf(owner.token)).exercisesGenerated).toBe(before.exercisesGenerated + generated);
    expect(session.version).toBeGreaterThan(0);

    // more: nothing repeated
    const more = (await t.call('POST', `/api/sessions/${s.id}/generate`, owner.token, { flashcards: 2 })).json();
    const fronts = more.flashcards.map((card: { front: string }) => card.front.toLowerCase());
    expect(new Set(fronts).size).toBe(fronts.length);
    const added = more.flashcards.length - session.flashcards.length;
    expect((await quotaOf(owner.token)).exercisesGenerated).toBe(before.exercisesGenerated + generated + added);

    // replace the generated cards: a card the user wrote stays
    const mine = await t.call('PATCH', `/api/directory/root/file/${s.id}`, owner.token, {
      flashcards: [...more.flashcards, { front: 'My own card', back: 'Mine', difficulty: 'easy' }],
    });
    expect(mine.statusCode).toBe(200);
    const replaced = (
      await t.call('POST', `/api/sessions/${s.id}/generate`, owner.token, { flashcards: 3, replace: true })
    ).json();
    expect(replaced.flashcards.some((card: { front: string }) => card.front === 'My own card')).toBe(true);
    expect(replaced.flashcards.length).toBeLessThanOrEqual(4);
    expect(replaced.questions).toHaveLength(session.questions.length);
  });

  it('treats the counts asked for as ceilings: what passes the checks is saved, and only that counts as exercises', async () => {
    const s = await createStudySession(owner, false);
    const before = await quotaOf(owner.token);
    // far more than a page of material holds: the answer is what passes, not the count asked
    const res = await t.call('POST', `/api/sessions/${s.id}/generate`, owner.token, {
      flashcards: 50,
      questions: { true_false: 30 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json();
    const kept = session.flashcards.length + session.questions.length;
    expect(session.flashcards.length).toBeGreaterThan(0);
    expect(session.flashcards.length).toBeLessThan(50);
    expect(session.questions.length).toBeLessThan(30);
    expect((await quotaOf(owner.token)).exercisesGenerated).toBe(before.exercisesGenerated + kept);
  });
});
