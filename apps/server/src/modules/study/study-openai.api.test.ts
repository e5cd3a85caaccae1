import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, errorOf, registerTestUser, type TestApp } from '../../test/test-app.ts';
import { SAMPLE_TEXTS } from '../ai/testing/sample-material.ts';
import { type ChatCompletionsServer, startChatCompletionsServer } from '../ai/testing/chat-completions-server.ts';
import { seedMaterial } from './testing/seed-material.ts';

/*
 * The study endpoints with AI_PROVIDER=openai against a real HTTP server speaking the
 * chat-completions protocol on 127.0.0.1 (never a mock of our own interface).
 */

let t: TestApp;
let ai: ChatCompletionsServer;
let owner: Awaited<ReturnType<typeof registerTestUser>>;
let sessionId: string;
let chunkIds: string[];
let openQuestionId: string;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload !== undefined ? { payload: payload as object } : {}) });

beforeAll(async () => {
  ai = await startChatCompletionsServer();
  t = await buildTestApp({ config: { AI_PROVIDER: 'openai', AI_BASE_URL: ai.baseUrl, AI_API_KEY: 'test-key', AI_MODEL: 'test-model' } });
  owner = await registerTestUser(t.app);
  sessionId = (await call('POST', '/api/directory/root/file', owner.token, { name: 'Biology' })).json().id;
  ({ chunkIds } = await seedMaterial(t.ctx, { id: sessionId, ownerId: owner.uid }, SAMPLE_TEXTS.en));
  const patched = await call('PATCH', `/api/directory/root/file/${sessionId}`, owner.token, {
    questions: [{ type: 'open_ended', prompt: 'Where does the Calvin cycle take place?', expectedAnswer: 'In the stroma of the chloroplasts.', sourceChunkId: chunkIds[1] }],
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
      content: JSON.stringify({ score: 0.5, verdict: 'partially_correct', feedback: 'You did not say which organelle.', missingConcepts: ['chloroplasts'] }),
    });
    const res = await call('POST', `/api/questions/${openQuestionId}/evaluate`, owner.token, { answer: 'In the stroma.' });
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
    const res = await call('POST', `/api/questions/${openQuestionId}/evaluate`, owner.token, { answer: 'In the stroma.' });
    expect(res.statusCode).toBe(500);
    expect(errorOf(res)).toMatchObject({ code: 'INTERNAL', message: 'Failed to evaluate your answer. Please try again.' });
    ai.replies.push({ kind: 'status', status: 400 });
    const refused = await call('POST', `/api/questions/${openQuestionId}/evaluate`, owner.token, { answer: 'In the stroma.' });
    expect(errorOf(refused).message).toBe('Failed to evaluate your answer. Please try again.');
    const attempts = await t.ctx.db.selectFrom('attempts').select('id').where('question_id', '=', openQuestionId).execute();
    expect(attempts).toHaveLength(1); // the successful one above
  });
});

describe('chat with the openai provider', () => {
  it('streams the model’s deltas, maps its [n] markers to citations and counts the provider’s tokens', async () => {
    ai.replies.push({
      kind: 'stream',
      deltas: ['The Calvin cycle ', 'takes place in the stroma ', '[1].'],
      usage: { prompt_tokens: 400, completion_tokens: 12, total_tokens: 412 },
    });
    const res = await call('POST', `/api/sessions/${sessionId}/chat`, owner.token, { message: 'Where does the Calvin cycle take place?' });
    expect(res.statusCode, res.body).toBe(200);
    const events = res.body.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(events.slice(0, 3)).toEqual([
      { type: 'text', delta: 'The Calvin cycle ' },
      { type: 'text', delta: 'takes place in the stroma ' },
      { type: 'text', delta: '[1].' },
    ]);
    const done = events.at(-1)!;
    expect(done).toMatchObject({ type: 'done', text: 'The Calvin cycle takes place in the stroma [1].', tokens: 412, isRefusal: false });
    const citations = done.citations as Array<{ chunkId: string; quote: string }>;
    expect(citations).toHaveLength(1);
    expect(chunkIds).toContain(citations[0]!.chunkId);
    expect(citations[0]!.quote).toMatch(/Calvin/);

    const request = ai.requests[0]!.body;
    expect(request.stream).toBe(true);
    expect(JSON.stringify(request.messages)).toContain('stroma');
    expect((await call('GET', '/api/quota', owner.token)).json().tokensConsumed).toBe(412);

    // the next turn sends the stored turns along as history
    ai.replies.push({ kind: 'stream', deltas: ['Rubisco [1].'], usage: { prompt_tokens: 300, completion_tokens: 3, total_tokens: 303 } });
    const next = await call('POST', `/api/sessions/${sessionId}/chat`, owner.token, { message: 'Which enzyme starts the Calvin cycle?' });
    expect(next.statusCode).toBe(200);
    expect(JSON.stringify(ai.requests[1]!.body.messages)).toContain('The Calvin cycle takes place in the stroma [1].');
    expect((await call('GET', '/api/quota', owner.token)).json().tokensConsumed).toBe(715);
  });

  it('ends the stream with an error line when the provider fails mid-answer; nothing is stored or counted', async () => {
    const before = (await call('GET', `/api/sessions/${sessionId}/chat`, owner.token)).json().messages.length;
    const tokens = (await call('GET', '/api/quota', owner.token)).json().tokensConsumed;
    ai.replies.push({ kind: 'status', status: 400 });
    const res = await call('POST', `/api/sessions/${sessionId}/chat`, owner.token, { message: 'What is photosynthesis?' });
    expect(res.statusCode).toBe(200);
    const last = JSON.parse(res.body.trim().split('\n').at(-1)!) as { type: string; error: { code: string; message: string } };
    expect(last.type).toBe('error');
    expect(last.error.code).toBe('INTERNAL');
    expect(last.error.message.length).toBeGreaterThan(0);
    expect((await call('GET', `/api/sessions/${sessionId}/chat`, owner.token)).json().messages).toHaveLength(before);
    expect((await call('GET', '/api/quota', owner.token)).json().tokensConsumed).toBe(tokens);
  });
});
