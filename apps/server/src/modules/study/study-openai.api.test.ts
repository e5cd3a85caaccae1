import { getBillingPeriod } from '@mnemo/domain/quota';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildTestApp,
  createTestSession,
  errorOf,
  registerTestUser,
  shareTokenOf,
  type TestApp,
  type TestUser,
} from '../../test/test-app.ts';
import { CHAT_MAX_ANSWER_TOKENS } from '../ai/ai.provider.ts';
import { SAMPLE_TEXTS } from '../ai/testing/sample-material.ts';
import { type ChatCompletionsServer, startChatCompletionsServer } from '../ai/testing/chat-completions-server.ts';
import { seedMaterial } from './testing/seed-material.ts';

/*
 * The study endpoints with AI_PROVIDER=openai against a real HTTP server speaking the
 * chat-completions protocol on 127.0.0.1 (never a mock of our own interface).
 */

let t: TestApp;
let ai: ChatCompletionsServer;
let owner: TestUser;
let sessionId: string;
let chunkIds: string[];
let openQuestionId: string;

beforeAll(async () => {
  ai = await startChatCompletionsServer();
  t = await buildTestApp({
    config: { AI_PROVIDER: 'openai', AI_BASE_URL: ai.baseUrl, AI_API_KEY: 'test-key', AI_MODEL: 'test-model' },
  });
  owner = await registerTestUser(t.app);
  sessionId = (await createTestSession(t, owner.token, { name: 'Biology' })).id;
  ({ chunkIds } = await seedMaterial(t.ctx, { id: sessionId, ownerId: owner.uid }, SAMPLE_TEXTS.en));
  const patched = await t.call('PATCH', `/api/directory/root/file/${sessionId}`, owner.token, {
    questions: [
      {
        type: 'open_ended',
        prompt: 'Where does the Calvin cycle take place?',
        expectedAnswer: 'In the stroma of the chloroplasts.',
        sourceChunkId: chunkIds[1],
      },
    ],
  });
  openQuestionId = patched.json().questions[0].id;
});
afterAll(async () => {
  await t?.close();
  await ai?.close();
});
beforeEach(() => {
  ai.replies.length = 0;
  ai.requests.length = 0;
});

describe('evaluate with the openai provider', () => {
  it('answers the model’s evaluation, validated, with the question’s expected answer', async () => {
    ai.replies.push({
      kind: 'content',
      content: JSON.stringify({
        score: 0.5,
        verdict: 'partially_correct',
        feedback: 'You did not say which organelle.',
        missingConcepts: ['chloroplasts'],
      }),
    });
    const res = await t.call('POST', `/api/questions/${openQuestionId}/evaluate`, owner.token, {
      answer: 'In the stroma.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      score: 0.5,
      verdict: 'partially_correct',
      feedback: 'You did not say which organelle.',
      missingConcepts: ['chloroplasts'],
      expectedAnswer: 'In the stroma of the chloroplasts.',
    });
    const sent = JSON.stringify(ai.requests[0]!.body.messages);
    expect(sent).toContain('In the stroma of the chloroplasts.');
    expect(sent).toContain('In the stroma.');
  });

  it('a failing provider answers "Failed to evaluate your answer. Please try again." and records nothing', async () => {
    ai.replies.push({ kind: 'content', content: 'not json at all' }, { kind: 'content', content: 'still not json' });
    const res = await t.call('POST', `/api/questions/${openQuestionId}/evaluate`, owner.token, {
      answer: 'In the stroma.',
    });
    expect(res.statusCode).toBe(500);
    expect(errorOf(res)).toMatchObject({
      code: 'INTERNAL',
      message: 'Failed to evaluate your answer. Please try again.',
    });
    ai.replies.push({ kind: 'status', status: 400 });
    const refused = await t.call('POST', `/api/questions/${openQuestionId}/evaluate`, owner.token, {
      answer: 'In the stroma.',
    });
    expect(errorOf(refused).message).toBe('Failed to evaluate your answer. Please try again.');
    const attempts = await t.ctx.db
      .selectFrom('attempts')
      .select('id')
      .where('question_id', '=', openQuestionId)
      .execute();
    expect(attempts).toHaveLength(1); // the successful one above
  });
});

describe('chat with the openai provider', () => {
  it('streams the model’s deltas, maps its [n] markers to citations and counts the provider’s tokens', async () => {
    // the evaluations above were counted too
    const before = (await t.call('GET', '/api/quota', owner.token)).json().tokensConsumed as number;
    ai.replies.push({
      kind: 'stream',
      deltas: ['The Calvin cycle ', 'takes place in the stroma ', '[1].'],
      usage: { prompt_tokens: 400, completion_tokens: 12, total_tokens: 412 },
    });
    const res = await t.call('POST', `/api/sessions/${sessionId}/chat`, owner.token, {
      message: 'Where does the Calvin cycle take place?',
    });
    expect(res.statusCode, res.body).toBe(200);
    const events = res.body
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(events.slice(0, 3)).toEqual([
      { type: 'text', delta: 'The Calvin cycle ' },
      { type: 'text', delta: 'takes place in the stroma ' },
      { type: 'text', delta: '[1].' },
    ]);
    const done = events.at(-1)!;
    expect(done).toMatchObject({
      type: 'done',
      text: 'The Calvin cycle takes place in the stroma [1].',
      tokens: 412,
      isRefusal: false,
    });
    const citations = done.citations as Array<{ chunkId: string; quote: string }>;
    expect(citations).toHaveLength(1);
    expect(chunkIds).toContain(citations[0]!.chunkId);
    expect(citations[0]!.quote).toMatch(/Calvin/);

    const request = ai.requests[0]!.body;
    expect(request.stream).toBe(true);
    expect(JSON.stringify(request.messages)).toContain('stroma');
    expect((await t.call('GET', '/api/quota', owner.token)).json().tokensConsumed).toBe(before + 412);

    // the next turn sends the stored turns along as history
    ai.replies.push({
      kind: 'stream',
      deltas: ['Rubisco [1].'],
      usage: { prompt_tokens: 300, completion_tokens: 3, total_tokens: 303 },
    });
    const next = await t.call('POST', `/api/sessions/${sessionId}/chat`, owner.token, {
      message: 'Which enzyme starts the Calvin cycle?',
    });
    expect(next.statusCode).toBe(200);
    expect(JSON.stringify(ai.requests[1]!.body.messages)).toContain('The Calvin cycle takes place in the stroma [1].');
    expect((await t.call('GET', '/api/quota', owner.token)).json().tokensConsumed).toBe(before + 715);
  });

  it('20 parallel turns at 99 % of the month’s tokens pass the limit by at most one turn’s reservation', async () => {
    const edge = await registerTestUser(t.app);
    const theirs = (await createTestSession(t, edge.token, { name: 'Edge' })).id;
    const { chunkIds: seeded } = await seedMaterial(t.ctx, { id: theirs, ownerId: edge.uid }, SAMPLE_TEXTS.en);
    expect(seeded.length).toBeGreaterThan(0);
    const anchor = (
      await t.ctx.db.selectFrom('users').select('billing_anchor').where('id', '=', edge.uid).executeTakeFirstOrThrow()
    ).billing_anchor;
    const periodStart = getBillingPeriod(new Date(anchor), new Date()).start;
    await t.ctx.db
      .insertInto('usage')
      .values({ user_id: edge.uid, period_start: periodStart, exercises: 0, tokens: 99_000 })
      .execute();
    for (let i = 0; i < 20; i += 1) {
      ai.replies.push({
        kind: 'stream',
        deltas: ['In the stroma [1].'],
        usage: { prompt_tokens: 1400, completion_tokens: 100, total_tokens: 1500 },
      });
    }
    // the provider answers nothing until every turn has either been refused or reached it
    const release = ai.hold();
    let refused = 0;
    const turns = Array.from({ length: 20 }, () =>
      t
        .call('POST', `/api/sessions/${theirs}/chat`, edge.token, {
          message: 'Where does the Calvin cycle take place?',
        })
        .then((res) => {
          if (res.statusCode === 402) refused += 1;
          return res;
        }),
    );
    await vi.waitFor(() => expect(refused + ai.requests.length).toBe(20), { timeout: 20_000, interval: 20 });
    release();
    const answered = (await Promise.all(turns)).filter((res) => res.statusCode === 200);
    expect(answered).toHaveLength(1);
    // the answer is capped, so a reservation (prompt + longest answer) bounds what a turn costs
    expect(ai.requests[0]!.body.max_tokens).toBe(CHAT_MAX_ANSWER_TOKENS);
    const consumed = (await t.call('GET', '/api/quota', edge.token)).json().tokensConsumed as number;
    expect(consumed).toBe(99_000 + 1500);
  });

  it('ends the stream with an error line when the provider fails mid-answer; nothing is stored or counted', async () => {
    const before = (await t.call('GET', `/api/sessions/${sessionId}/chat`, owner.token)).json().messages.length;
    const tokens = (await t.call('GET', '/api/quota', owner.token)).json().tokensConsumed;
    ai.replies.push({ kind: 'status', status: 400 });
    const res = await t.call('POST', `/api/sessions/${sessionId}/chat`, owner.token, {
      message: 'What is photosynthesis?',
    });
    expect(res.statusCode).toBe(200);
    const last = JSON.parse(res.body.trim().split('\n').at(-1)!) as {
      type: string;
      error: { code: string; message: string };
    };
    expect(last.type).toBe('error');
    expect(last.error.code).toBe('INTERNAL');
    expect(last.error.message.length).toBeGreaterThan(0);
    expect((await t.call('GET', `/api/sessions/${sessionId}/chat`, owner.token)).json().messages).toHaveLength(before);
    expect((await t.call('GET', '/api/quota', owner.token)).json().tokensConsumed).toBe(tokens);
  });
});

describe('metering of the openai provider’s evaluations and explanations', () => {
  it('counts an evaluation’s and an explanation’s tokens; a visitor’s explanation counts against the visitor and is not stored', async () => {
    const reader = await registerTestUser(t.app);
    const tokensOf = async (token: string) =>
      (await t.call('GET', '/api/quota', token)).json().tokensConsumed as number;
    const before = await tokensOf(owner.token);
    const evaluation = JSON.stringify({ score: 1, verdict: 'correct', feedback: 'Right.', missingConcepts: [] });
    ai.replies.push({
      kind: 'content',
      content: evaluation,
      usage: { prompt_tokens: 200, completion_tokens: 30, total_tokens: 230 },
    });
    expect(
      (await t.call('POST', `/api/questions/${openQuestionId}/evaluate`, owner.token, { answer: 'In the stroma.' }))
        .statusCode,
    ).toBe(200);
    expect(await tokensOf(owner.token)).toBe(before + 230);

    const fresh = await t.call('PATCH', `/api/directory/root/file/${sessionId}`, owner.token, {
      questions: [
        {
          type: 'open_ended',
          prompt: 'What does Rubisco do?',
          expectedAnswer: 'It fixes carbon dioxide.',
          sourceChunkId: chunkIds[1],
        },
      ],
    });
    const questionId = (fresh.json().questions as Array<{ id: string; prompt: string }>).find(
      (q) => q.prompt === 'What does Rubisco do?',
    )!.id;
    const shareToken = await shareTokenOf(t, sessionId, owner.token);
    const explanation = JSON.stringify({ explanation: 'Rubisco fixes carbon dioxide.', source: 1 });
    ai.replies.push({
      kind: 'content',
      content: explanation,
      usage: { prompt_tokens: 300, completion_tokens: 40, total_tokens: 340 },
    });
    const forReader = await t.call(
      'GET',
      `/api/questions/${questionId}/explanation?sharetoken=${shareToken}`,
      reader.token,
    );
    expect(forReader.statusCode, forReader.body).toBe(200);
    expect(await tokensOf(reader.token)).toBe(340);
    expect(await tokensOf(owner.token)).toBe(before + 230);
    expect(
      (
        await t.ctx.db
          .selectFrom('questions')
          .select('explanation')
          .where('id', '=', questionId)
          .executeTakeFirstOrThrow()
      ).explanation,
    ).toBeNull();

    ai.replies.push({
      kind: 'content',
      content: explanation,
      usage: { prompt_tokens: 300, completion_tokens: 40, total_tokens: 340 },
    });
    expect((await t.call('GET', `/api/questions/${questionId}/explanation`, owner.token)).statusCode).toBe(200);
    expect(await tokensOf(owner.token)).toBe(before + 230 + 340);
    // cached now: the visitor is served it without a provider call or a token
    const requestsBefore = ai.requests.length;
    expect(
      (await t.call('GET', `/api/questions/${questionId}/explanation?sharetoken=${shareToken}`, reader.token))
        .statusCode,
    ).toBe(200);
    expect(ai.requests.length).toBe(requestsBefore);
    expect(await tokensOf(reader.token)).toBe(340);
  });

  it('refuses an evaluation with 402 TOKENS_LIMIT when the month’s tokens are used up, before calling the provider', async () => {
    const spent = await registerTestUser(t.app);
    const theirs = (await createTestSession(t, spent.token, { name: 'Spent' })).id;
    const patched = await t.call('PATCH', `/api/directory/root/file/${theirs}`, spent.token, {
      questions: [
        {
          type: 'open_ended',
          prompt: 'What is photosynthesis?',
          expectedAnswer: 'Turning light into chemical energy.',
        },
      ],
    });
    const questionId = patched.json().questions[0].id as string;
    const anchor = (
      await t.ctx.db.selectFrom('users').select('billing_anchor').where('id', '=', spent.uid).executeTakeFirstOrThrow()
    ).billing_anchor;
    await t.ctx.db
      .insertInto('usage')
      .values({
        user_id: spent.uid,
        period_start: getBillingPeriod(new Date(anchor), new Date()).start,
        exercises: 0,
        tokens: 100_000,
      })
      .execute();
    const res = await t.call('POST', `/api/questions/${questionId}/evaluate`, spent.token, {
      answer: 'Light to sugar.',
    });
    expect(res.statusCode).toBe(402);
    expect(errorOf(res)).toMatchObject({ code: 'QUOTA_LIMIT', limit: 'TOKENS_LIMIT' });
    expect(ai.requests).toHaveLength(0);
  });
});
