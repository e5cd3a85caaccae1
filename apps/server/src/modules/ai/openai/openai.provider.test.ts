import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatEvent, RetrievedPassage } from '../ai.provider.ts';
import { answerChat } from '../chat/index.ts';
import { generateFlashcards } from '../flashcards/index.ts';
import { generateQuestions } from '../questions/index.ts';
import { summarizeMaterial } from '../summarize/index.ts';
import { evaluateAnswer } from '../evaluate/index.ts';
import { createChunks, SAMPLE_TEXTS } from '../testing/sample-material.ts';
import { createOpenAiProvider } from './openai.provider.ts';

/*
 * A real HTTP server speaking the chat-completions protocol on 127.0.0.1: each test queues the
 * replies it wants (JSON bodies, raw text, status codes, delays, SSE streams) and reads back the
 * requests the provider made.
 */
type Reply =
  | { kind: 'content'; content: string; usage?: { prompt_tokens: number; completion_tokens: number; total_tokens: number } }
  | { kind: 'status'; status: number; body?: unknown }
  | { kind: 'delay'; ms: number }
  | { kind: 'stream'; deltas: string[]; usage?: { prompt_tokens: number; completion_tokens: number; total_tokens: number } };

let server: Server;
let baseUrl: string;
let replies: Reply[] = [];
let requests: { body: Record<string, unknown>; headers: IncomingMessage['headers'] }[] = [];

function send(response: ServerResponse, reply: Reply): void {
  if (reply.kind === 'delay') return; // never answers: the client's timeout must fire
  if (reply.kind === 'status') {
    response.writeHead(reply.status, { 'content-type': 'application/json', 'retry-after-ms': '10' });
    response.end(JSON.stringify(reply.body ?? { error: { message: 'busy', type: 'rate_limit' } }));
    return;
  }
  if (reply.kind === 'stream') {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const delta of reply.deltas) {
      response.write(`data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, model: 'm', choices: [{ index: 0, delta: { content: delta }, finish_reason: null }] })}\n\n`);
    }
    response.write(`data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, model: 'm', choices: [], usage: reply.usage ?? null })}\n\n`);
    response.end('data: [DONE]\n\n');
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      id: 'c',
      object: 'chat.completion',
      created: 0,
      model: 'm',
      choices: [{ index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: 'stop' }],
      usage: reply.usage ?? { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
    }),
  );
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (part: Buffer) => (raw += part.toString()));
    request.on('end', () => {
      requests.push({ body: JSON.parse(raw) as Record<string, unknown>, headers: request.headers });
      const reply = replies.shift();
      if (!reply || request.url !== '/v1/chat/completions') {
        response.writeHead(500).end('no reply queued');
        return;
      }
      send(response, reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  replies = [];
  requests = [];
});

const chunks = createChunks(SAMPLE_TEXTS.en);
const provider = (): ReturnType<typeof createOpenAiProvider> =>
  createOpenAiProvider({ baseUrl, apiKey: 'test-key', model: 'test-model', timeoutMs: 500, maxRetries: 1 });

describe('openai provider (chat completions over HTTP)', () => {
  it('asks for structured output, validates it, maps passage numbers to chunk ids and reports usage', async () => {
    replies.push({
      kind: 'content',
      content: JSON.stringify({ flashcards: [{ front: 'Where does the Calvin cycle take place?', back: 'In the stroma.', difficulty: 'easy', source: 2 }, { front: 'Bad source', back: 'x', difficulty: 'easy', source: 9 }] }),
      usage: { prompt_tokens: 321, completion_tokens: 45, total_tokens: 366 },
    });
    const result = await generateFlashcards(provider(), { chunks, options: { counts: { flashcards: 2 }, questionLanguage: 'pt' } });
    expect(result.flashcards[0]).toMatchObject({ back: 'In the stroma.', sourceChunkId: chunks[1]!.id });
    expect(result.flashcards[1]!.sourceChunkId).toBeNull();
    expect(result.usage).toEqual({ promptTokens: 321, completionTokens: 45, totalTokens: 366 });
    const body = requests[0]!.body;
    expect(body.model).toBe('test-model');
    expect((body.response_format as { type: string }).type).toBe('json_schema');
    expect(JSON.stringify(body.messages)).toContain('European Portuguese');
    expect(requests[0]!.headers.authorization).toBe('Bearer test-key');
  });

  it('repairs malformed JSON with one retry that shows the model its reply', async () => {
    replies.push({ kind: 'content', content: 'Sure! Here is the summary: {"summary": ' });
    replies.push({ kind: 'content', content: '```json\n{"summary": "Plants turn light into chemical energy."}\n```' });
    const result = await summarizeMaterial(provider(), { chunks });
    expect(result.summary).toBe('Plants turn light into chemical energy.');
    expect(requests).toHaveLength(2);
    const repairMessages = requests[1]!.body.messages as { role: string; content: string }[];
    expect(repairMessages.at(-2)!.role).toBe('assistant');
    expect(repairMessages.at(-1)!.content).toMatch(/not valid/);
    expect(result.usage.totalTokens).toBe(240);
  });

  it('gives up after the repair retry with a clear error', async () => {
    replies.push({ kind: 'content', content: '{"questions": "none"}' });
    replies.push({ kind: 'content', content: 'still not json' });
    await expect(generateQuestions(provider(), { chunks, options: { questionTypes: ['true_false'] } })).rejects.toMatchObject({ code: 'INTERNAL', messageKey: 'ai:errors.invalidOutput' });
  });

  it('retries a 429 and succeeds; a lasting 429 becomes RATE_LIMITED', async () => {
    replies.push({ kind: 'status', status: 429 });
    replies.push({ kind: 'content', content: JSON.stringify({ score: 0.9, verdict: 'correct', feedback: 'Good.', missingConcepts: [] }) });
    const { evaluation } = await evaluateAnswer(provider(), { question: 'Q?', expectedAnswer: 'A.', answer: 'A.' });
    expect(evaluation).toMatchObject({ score: 0.9, verdict: 'correct', expectedAnswer: 'A.' });
    replies.push({ kind: 'status', status: 429 }, { kind: 'status', status: 429 });
    await expect(evaluateAnswer(provider(), { question: 'Q?', expectedAnswer: 'A.', answer: 'A.' })).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('turns a timeout into an INTERNAL error', async () => {
    replies.push({ kind: 'delay', ms: 0 }, { kind: 'delay', ms: 0 });
    await expect(summarizeMaterial(provider(), { chunks })).rejects.toMatchObject({ code: 'INTERNAL', messageKey: 'ai:errors.unavailable' });
  }, 10_000);

  it('processes long material in sections and merges them', async () => {
    const long = createOpenAiProvider({ baseUrl, model: 'm', sectionTokens: 80, maxRetries: 0 });
    replies.push(
      { kind: 'content', content: '{"summary": "one"}' },
      { kind: 'content', content: '{"summary": "two"}' },
      { kind: 'content', content: '{"summary": "three"}' },
      { kind: 'content', content: '{"summary": "merged"}' },
    );
    const { summary } = await summarizeMaterial(long, { chunks });
    expect(summary).toBe('merged');
    expect(requests).toHaveLength(4);
    expect(JSON.stringify(requests[3]!.body.messages)).toContain('Section 3');
  });

  it('streams a chat answer with citations and the provider\'s usage', async () => {
    const passages: RetrievedPassage[] = chunks.map((chunk) => ({ ...chunk, score: 1 }));
    replies.push({ kind: 'stream', deltas: ['The Calvin cycle ', 'runs in the stroma [2].'], usage: { prompt_tokens: 50, completion_tokens: 9, total_tokens: 59 } });
    const events: ChatEvent[] = [];
    for await (const event of answerChat(provider(), { question: 'Where is the Calvin cycle?', passages })) events.push(event);
    expect(events.filter((event) => event.type === 'text').map((event) => (event.type === 'text' ? event.delta : ''))).toEqual(['The Calvin cycle ', 'runs in the stroma [2].']);
    const done = events.at(-1)!;
    expect(done).toMatchObject({ type: 'done', isRefusal: false, usage: { promptTokens: 50, completionTokens: 9, totalTokens: 59 } });
    expect(done.type === 'done' && done.citations.map((citation) => citation.chunkId)).toEqual([chunks[1]!.id]);
    expect(requests[0]!.body.stream).toBe(true);
  });

  it('refuses without calling the model when nothing was retrieved', async () => {
    const events: ChatEvent[] = [];
    for await (const event of answerChat(provider(), { question: 'Anything?', passages: [], locale: 'pt' })) events.push(event);
    expect(events.at(-1)).toMatchObject({ type: 'done', isRefusal: true });
    expect(requests).toHaveLength(0);
  });
});
